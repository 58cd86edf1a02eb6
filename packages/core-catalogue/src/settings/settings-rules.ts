import type { SiteSettings } from './site-settings.schema.js';

export type Device = 'mobile' | 'desktop';

/** Header types are set per page with a desktop and a mobile value; the device picks one. */
export function headerTypeFor(
  headerTypes: SiteSettings['headerTypes'],
  page: string,
  device: Device,
): string | null {
  return headerTypes[page]?.[device] ?? null;
}

/** The manual grid scroll flag switches the page size to the manual value when one is set. */
export function productsPerPage(
  settings: Pick<
    SiteSettings,
    'productsPerCategoryPage' | 'productsPerCategoryPageManual' | 'manualGridScroll'
  >,
): number {
  if (settings.manualGridScroll && settings.productsPerCategoryPageManual !== null) {
    return settings.productsPerCategoryPageManual;
  }
  return settings.productsPerCategoryPage;
}

export interface CashOnDeliveryConf {
  documentType: string;
  paymentMethod: string;
}

/** The commerce back-end compares these codes upper-case. */
export function normalizeCashOnDeliveryConf(conf: Partial<CashOnDeliveryConf>): CashOnDeliveryConf {
  return {
    documentType: (conf.documentType ?? 'C.C.').toUpperCase(),
    paymentMethod: (conf.paymentMethod ?? 'CASH_ON_DELIVERY_CASH').toUpperCase(),
  };
}
