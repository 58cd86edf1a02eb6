import type { SiteCode } from '@atelier/core-catalogue';
import type { SeedItem } from '../seed-item.js';
import { HELP_TEXTS } from './help-texts.js';
import { inLanguage, type ContentLanguage } from './languages.js';
import { uiLabel } from './ui-labels.js';

/** Policies and FAQ entries (one FAQ entry is the sizes guide, one the contact form). */
export function helpItems(_site: SiteCode, language: ContentLanguage): SeedItem[] {
  const t = (key: keyof typeof HELP_TEXTS) => inLanguage(HELP_TEXTS[key], language);
  const policy = (
    id: string,
    slug: string,
    order: number,
    title: string,
    html: string,
  ): SeedItem => ({
    collection: 'policies',
    key: `policy-${id}`,
    slug,
    sort: order,
    content: {
      id,
      title,
      analyticsKey: `policy_${id}`,
      order,
      textBlocks: [{ title: null, html }],
    },
  });
  const faq = (
    id: string,
    slug: string,
    order: number,
    kind: string,
    title: string,
    html = '',
  ): SeedItem => ({
    collection: 'faq',
    key: `faq-${id}`,
    slug,
    sort: order,
    content: { id, title, order, kind, html },
  });
  return [
    // The two titles a form's policy link also shows come from the labels, so link and page agree.
    policy('privacy', 'privacy', 1, uiLabel('privacyPolicy', language), t('privacyHtml')),
    policy('terms', 'terms', 2, t('termsTitle'), t('termsHtml')),
    policy('cookies', 'cookies', 3, uiLabel('cookiePolicy', language), t('cookiesHtml')),
    policy('returns', 'returns', 4, t('returnsTitle'), t('returnsHtml')),
    faq('shipping', 'shipping', 1, 'text', t('shippingQuestion'), t('shippingHtml')),
    faq('size-guide', 'size-guide', 2, 'sizesGuide', uiLabel('sizeGuide', language)),
    faq('contact', 'contact', 3, 'contactForm', uiLabel('contactUs', language)),
    faq('engravings', 'engravings', 4, 'text', t('engravingsQuestion'), t('engravingsHtml')),
  ];
}
