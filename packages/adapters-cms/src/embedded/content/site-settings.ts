import { siteInfo, type SiteCode, type SiteSettingsInput } from '@atelier/core-catalogue';
import { countryRowFor, SDD_SITES } from './country-settings.js';
import { contentLanguageOf, type ContentLanguage } from './languages.js';
import { uiLabel } from './ui-labels.js';

function hostOf(site: SiteCode): string {
  return siteInfo(site).vertical === 'suot' ? 'studio.atelier.example' : 'www.atelier.example';
}

/** Site settings as the content system stores them (validated later by siteSettingsSchema). */
export function siteSettingsFor(
  site: SiteCode,
  language: ContentLanguage = contentLanguageOf(site),
): SiteSettingsInput {
  const info = siteInfo(site);
  const row = countryRowFor(site);
  const sdd = row.sdd && SDD_SITES.has(site);
  const label = (key: string): string => uiLabel(key, language);
  return {
    code: site,
    language: info.language,
    domain: `https://${hostOf(site)}/${site}`,
    locale: info.locale,
    hybrisCode: `atelier-${info.countryCode.toLowerCase()}`,
    countryCode: info.countryCode,
    currency: info.currency,
    shippingPrice: row.shippingPrice,
    paymentMethods: row.payments.map((code, order) => ({ code, order })),
    expressCheckoutPaymentMethods: row.express.map((code, order) => ({ code, order })),
    vertical: info.vertical === 'suot' ? 'SUOT' : 'MAIN',
    is_rtl: info.rtl,
    hasEcommerce: true,
    hasWishlist: true,
    hasNewsletter: true,
    hasNewsletterPopup: info.vertical === 'main',
    timeToShowNewsletter: 15,
    hasSdd: sdd,
    sameDayDelivery: sdd,
    hasBirthDate: row.loyalty !== 'none',
    showLastStockTag: true,
    showSoldOutTag: true,
    last_stock_number: 3,
    show_novelty_tag: true,
    show_exclusive_online_tag: true,
    giftPackaging: {
      enabled: true,
      default: false,
      image: '/media/jewellery/charm-gold-none-gift.svg',
    },
    customize: true,
    activeLoyaltyProgram: row.loyalty,
    gdpr: row.flags.includes('onetrust'),
    chatEnabledWeb: info.vertical === 'main',
    applePay: row.payments.includes('applepay'),
    cartCheck: true,
    estimatedDelivery: true,
    map_zoom: 6,
    socialMedia: [
      {
        name: 'Instagram',
        order: 0,
        icon: 'instagram',
        url: 'https://instagram.example/atelier',
        productSharing: false,
      },
      {
        name: 'Pinterest',
        order: 1,
        icon: 'pinterest',
        url: 'https://pinterest.example/atelier',
        productSharing: true,
      },
    ],
    headerTypes: {
      home: { desktop: 'transparent', mobile: 'transparent' },
      landing: { desktop: 'transparent', mobile: 'default' },
    },
    labels: {
      lastOneStock: label('lastOneStock'),
      lastUnitsStock: label('lastUnitsStock'),
      soldOut: label('soldOut'),
      engravedTag: label('engravedTag'),
      personalizedTag: label('personalizedTag'),
      ableToEngraveTag: label('ableToEngraveTag'),
      customizableTag: label('customizableTag'),
      priceFrom: label('priceFrom'),
    },
    featureFlags: [...row.flags],
    ...row.extra,
  };
}
