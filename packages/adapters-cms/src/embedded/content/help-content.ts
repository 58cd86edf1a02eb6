import type { SiteCode } from '@atelier/core-catalogue';
import type { SeedItem } from '../seed-item.js';
import type { ContentLanguage } from './languages.js';
import { prose } from './texts.js';
import { uiLabel } from './ui-labels.js';

/** Policies and FAQ entries (one FAQ entry is the sizes guide, one the contact form). */
export function helpItems(_site: SiteCode, language: ContentLanguage): SeedItem[] {
  const p = (en: string, es: string) => prose(language, en, es);
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
    policy(
      'privacy',
      'privacy',
      1,
      p('Privacy policy', 'Política de privacidad'),
      p(
        '<p>We process your data to deliver your orders.</p>',
        '<p>Tratamos tus datos para entregar tus pedidos.</p>',
      ),
    ),
    policy(
      'terms',
      'terms',
      2,
      p('Terms of sale', 'Condiciones de venta'),
      p(
        '<p>Orders are confirmed by e-mail.</p>',
        '<p>Los pedidos se confirman por correo electrónico.</p>',
      ),
    ),
    policy(
      'cookies',
      'cookies',
      3,
      p('Cookie policy', 'Política de cookies'),
      p(
        '<p>Functional cookies are always on; others need your consent.</p>',
        '<p>Las cookies funcionales siempre están activas; el resto requiere tu consentimiento.</p>',
      ),
    ),
    policy(
      'returns',
      'returns',
      4,
      p('Returns', 'Devoluciones'),
      p(
        '<p>You have 30 days to return an item.</p>',
        '<p>Tienes 30 días para devolver un artículo.</p>',
      ),
    ),
    faq(
      'shipping',
      'shipping',
      1,
      'text',
      uiLabel('freeShipping', language),
      p(
        '<p>Standard delivery takes 2 to 4 working days.</p>',
        '<p>La entrega estándar tarda de 2 a 4 días laborables.</p>',
      ),
    ),
    faq('size-guide', 'size-guide', 2, 'sizesGuide', uiLabel('sizeGuide', language)),
    faq('contact', 'contact', 3, 'contactForm', uiLabel('contactUs', language)),
    faq(
      'engravings',
      'engravings',
      4,
      'text',
      uiLabel('engravings', language),
      p(
        '<p>Engraved items cannot be returned.</p>',
        '<p>Los artículos grabados no admiten devolución.</p>',
      ),
    ),
  ];
}
