import type { SiteCode } from '@atelier/core-catalogue';
import { shippingMethodFromCode } from './shipping-method.js';

export interface OrderStatusLabel {
  key: string;
  label: string;
  color: string;
}

export type SentLabelKey = 'readyToBeShipped' | 'readyToBePicked';

/** Either the back-end's own wording, or a label key the content system translates. */
export type OrderStatusDisplay =
  { color: string; label: string } | { color: string; labelKey: SentLabelKey };

export const SENT_COLOR = 'yellow';

/**
 * Sites in Europe, where a SENT standard order is only ready to be shipped
 * (docs/product/orders.md §4).
 */
export const EUROPEAN_SITES: readonly SiteCode[] = [
  'cz-cs',
  'de-de',
  'es-ca',
  'es-es',
  'fr-fr',
  'gb-en',
  'gr-el',
  'it-it',
  'pt-pt',
  'ru-ru',
  'sk-sk',
  'pl-pl',
  'ci-es',
  'su-es',
  'su-en',
];

export function isEuropeanSite(site: SiteCode): boolean {
  return EUROPEAN_SITES.includes(site);
}

/**
 * How an order's status badge reads. Status key SENT means "handed over" in the back-end,
 * which the shopper would misread: for standard shipping on European sites it shows yellow as
 * ready to be shipped, for pickup_2h (any site) as ready to be picked.
 */
export function orderStatusDisplay(
  status: OrderStatusLabel,
  shippingMethodCode: string,
  site: SiteCode,
): OrderStatusDisplay {
  if (status.key === 'SENT') {
    const method = shippingMethodFromCode(shippingMethodCode);
    if (method === 'pickup_2h') return { color: SENT_COLOR, labelKey: 'readyToBePicked' };
    if (method === 'standard' && isEuropeanSite(site)) {
      return { color: SENT_COLOR, labelKey: 'readyToBeShipped' };
    }
  }
  return { color: status.color, label: status.label };
}
