import type { SiteCode } from './site-codes.js';

export type Vertical = 'main' | 'suot';

export interface SiteInfo {
  code: SiteCode;
  /** Upper-case country code as the commerce back-end and tracking know it. */
  countryCode: string;
  /** The language part of the site code (il-iw keeps the legacy `iw`). */
  language: string;
  /** BCP 47 locale for Intl. */
  locale: string;
  currency: string;
  vertical: Vertical;
  rtl: boolean;
}

type Row = readonly [countryCode: string, locale: string, currency: string];

// Studio-line sites serve Spain; ci (Canary Islands) and ic (cross-border) sell in euros,
// the cross-border default currency.
const ROWS: Record<SiteCode, Row> = {
  'ca-en': ['CA', 'en-CA', 'CAD'],
  'ca-fr': ['CA', 'fr-CA', 'CAD'],
  'cl-es': ['CL', 'es-CL', 'CLP'],
  'co-es': ['CO', 'es-CO', 'COP'],
  'cz-cs': ['CZ', 'cs-CZ', 'CZK'],
  'de-de': ['DE', 'de-DE', 'EUR'],
  'es-ca': ['ES', 'ca-ES', 'EUR'],
  'es-es': ['ES', 'es-ES', 'EUR'],
  'fr-fr': ['FR', 'fr-FR', 'EUR'],
  'gb-en': ['GB', 'en-GB', 'GBP'],
  'gr-el': ['GR', 'el-GR', 'EUR'],
  'il-iw': ['IL', 'he-IL', 'ILS'],
  'it-it': ['IT', 'it-IT', 'EUR'],
  'jp-en': ['JP', 'en-JP', 'JPY'],
  'jp-ja': ['JP', 'ja-JP', 'JPY'],
  'mx-es': ['MX', 'es-MX', 'MXN'],
  'pr-en': ['PR', 'en-PR', 'USD'],
  'pr-es': ['PR', 'es-PR', 'USD'],
  'pt-pt': ['PT', 'pt-PT', 'EUR'],
  'ru-ru': ['RU', 'ru-RU', 'RUB'],
  'sa-ar': ['SA', 'ar-SA', 'SAR'],
  'sa-en': ['SA', 'en-SA', 'SAR'],
  'sk-sk': ['SK', 'sk-SK', 'EUR'],
  'us-en': ['US', 'en-US', 'USD'],
  'us-es': ['US', 'es-US', 'USD'],
  'pl-pl': ['PL', 'pl-PL', 'PLN'],
  'pe-es': ['PE', 'es-PE', 'PEN'],
  'cr-es': ['CR', 'es-CR', 'CRC'],
  'ic-en': ['IC', 'en-GB', 'EUR'],
  'ic-es': ['IC', 'es-ES', 'EUR'],
  'ci-es': ['CI', 'es-ES', 'EUR'],
  'su-es': ['ES', 'es-ES', 'EUR'],
  'su-en': ['ES', 'en-GB', 'EUR'],
};

const RTL_SITES: ReadonlySet<SiteCode> = new Set<SiteCode>(['sa-ar', 'il-iw']);
const STUDIO_LINE_SITES: ReadonlySet<SiteCode> = new Set<SiteCode>(['su-es', 'su-en']);

export function siteInfo(site: SiteCode): SiteInfo {
  const [countryCode, locale, currency] = ROWS[site];
  return {
    code: site,
    countryCode,
    language: site.slice(site.indexOf('-') + 1),
    locale,
    currency,
    vertical: verticalOf(site),
    rtl: isRtlSite(site),
  };
}

export function verticalOf(site: SiteCode): Vertical {
  return STUDIO_LINE_SITES.has(site) ? 'suot' : 'main';
}

export function isRtlSite(site: SiteCode): boolean {
  return RTL_SITES.has(site);
}

/** The vertical as the site setting holds it is compared lower-cased. */
export function normalizeVertical(value: string): string {
  return value.toLowerCase();
}
