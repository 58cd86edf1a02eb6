import { verticalOf, type SiteCode } from '@atelier/core-catalogue';
import type { SeedItem } from '../seed-item.js';
import { inLanguage, type ContentLanguage } from './languages.js';
import { loyaltyLevelsContent } from './loyalty-levels.js';
import { SERVICE_TEXTS } from './service-texts.js';
import { uiLabel } from './ui-labels.js';

/** The page collections that are a title plus labels, each with the label keys its page reads. */
export const LABELS_PAGE_COLLECTIONS = {
  page_product: ['addToBag', 'sizeGuide', 'engravings', 'shopTheLook'],
  page_cart: ['bag', 'checkout', 'freeShipping', 'sameDayDelivery'],
  page_checkout: ['checkout', 'bag', 'sameDayDelivery'],
  page_checkout_translations: ['checkout', 'freeShipping'],
  conf_category: ['novelties'],
  conf_glossary: ['glossary'],
  page_register: ['account'],
  page_new_password: ['account'],
  conf_shop_the_look: ['shopTheLook', 'addToBag'],
  page_engravings: ['engravings'],
  c_engravings_modal: ['engravings', 'ableToEngraveTag'],
  conf_personalisation: ['customizableTag', 'personalizedTag'],
  page_my_account: ['account', 'wishlist'],
  c_form: ['contactUs'],
  c_availability_in_store: ['stores'],
  bracelet_guide: ['sizeGuide', 'bracelets'],
  my_loyalty: ['account'],
  landing_country_selector: ['home'],
  page_tracking_order: ['trackingTitle'],
  policies_configuration: ['policies'],
  page_stores: ['stores', 'search'],
  faq_configuration: ['help', 'contactUs'],
  ship_from_store: ['stores'],
  my_interests: ['wishlist'],
  return_portal: ['bag'],
  conf_promotions: ['freeShipping'],
  c_seo_organization: ['home'],
  c_mini_bag: ['bag', 'checkout', 'sameDayDelivery'],
  c_footer: ['help', 'policies'],
  property_filter: ['rings', 'necklaces', 'earrings', 'bracelets'],
} as const satisfies Record<string, readonly string[]>;

export type LabelsPageCollection = keyof typeof LABELS_PAGE_COLLECTIONS;

export function labelsPageItems(site: SiteCode, language: ContentLanguage): SeedItem[] {
  return Object.entries(LABELS_PAGE_COLLECTIONS).map(([collection, keys]) => {
    const [first = 'home'] = keys;
    const labels = Object.fromEntries(keys.map((key) => [key, uiLabel(key, language)]));
    const content: Record<string, unknown> = { title: uiLabel(first, language), labels };
    if (collection === 'page_stores') {
      content['intro'] = inLanguage(SERVICE_TEXTS.storesIntro, language);
    }
    // The club's levels with their advantages (docs/product/loyalty.md: loyalty level content).
    if (collection === 'my_loyalty') content['levels'] = loyaltyLevelsContent(language);
    if (collection === 'c_seo_organization') {
      content['organization'] = {
        name: verticalOf(site) === 'suot' ? 'Atelier Studio' : 'Atelier',
        url: `/${site}/`,
      };
    }
    return { collection, key: collection, content };
  });
}
