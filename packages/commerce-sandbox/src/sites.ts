/**
 * The sites the sandbox serves, with the currency and language the commerce back-end
 * knows them by. Kept here (and checked against @atelier/core-catalogue's siteInfo in a
 * test) so the sandbox process needs no other workspace at run time.
 */
export interface SandboxSite {
  code: string;
  country: string;
  language: string;
  currency: string;
  locale: string;
}

const ROWS: readonly (readonly [string, string, string, string])[] = [
  ['ca-en', 'CA', 'CAD', 'en-CA'],
  ['ca-fr', 'CA', 'CAD', 'fr-CA'],
  ['cl-es', 'CL', 'CLP', 'es-CL'],
  ['co-es', 'CO', 'COP', 'es-CO'],
  ['cz-cs', 'CZ', 'CZK', 'cs-CZ'],
  ['de-de', 'DE', 'EUR', 'de-DE'],
  ['es-ca', 'ES', 'EUR', 'ca-ES'],
  ['es-es', 'ES', 'EUR', 'es-ES'],
  ['fr-fr', 'FR', 'EUR', 'fr-FR'],
  ['gb-en', 'GB', 'GBP', 'en-GB'],
  ['gr-el', 'GR', 'EUR', 'el-GR'],
  ['il-iw', 'IL', 'ILS', 'he-IL'],
  ['it-it', 'IT', 'EUR', 'it-IT'],
  ['jp-en', 'JP', 'JPY', 'en-JP'],
  ['jp-ja', 'JP', 'JPY', 'ja-JP'],
  ['mx-es', 'MX', 'MXN', 'es-MX'],
  ['pr-en', 'PR', 'USD', 'en-PR'],
  ['pr-es', 'PR', 'USD', 'es-PR'],
  ['pt-pt', 'PT', 'EUR', 'pt-PT'],
  ['ru-ru', 'RU', 'RUB', 'ru-RU'],
  ['sa-ar', 'SA', 'SAR', 'ar-SA'],
  ['sa-en', 'SA', 'SAR', 'en-SA'],
  ['sk-sk', 'SK', 'EUR', 'sk-SK'],
  ['us-en', 'US', 'USD', 'en-US'],
  ['us-es', 'US', 'USD', 'es-US'],
  ['pl-pl', 'PL', 'PLN', 'pl-PL'],
  ['pe-es', 'PE', 'PEN', 'es-PE'],
  ['cr-es', 'CR', 'CRC', 'es-CR'],
  ['ic-en', 'IC', 'EUR', 'en-GB'],
  ['ic-es', 'IC', 'EUR', 'es-ES'],
  ['ci-es', 'CI', 'EUR', 'es-ES'],
  ['su-es', 'ES', 'EUR', 'es-ES'],
  ['su-en', 'ES', 'EUR', 'en-GB'],
];

export const SANDBOX_SITES: readonly SandboxSite[] = ROWS.map(
  ([code, country, currency, locale]) => ({
    code,
    country,
    currency,
    locale,
    language: code.slice(code.indexOf('-') + 1),
  }),
);

const BY_CODE = new Map(SANDBOX_SITES.map((site) => [site.code, site]));

export function sandboxSite(code: string): SandboxSite | undefined {
  return BY_CODE.get(code);
}

export const CURRENCIES: readonly string[] = [...new Set(SANDBOX_SITES.map((s) => s.currency))];
export const LANGUAGES: readonly string[] = [...new Set(SANDBOX_SITES.map((s) => s.language))];

/** Fixed EUR exchange rates, so prices in every currency are stable and plausible. */
export const EUR_RATES: Readonly<Record<string, number>> = {
  EUR: 1,
  CAD: 1.5,
  CLP: 1000,
  COP: 4500,
  CZK: 25,
  GBP: 0.85,
  ILS: 4,
  JPY: 160,
  MXN: 20,
  USD: 1.1,
  RUB: 100,
  SAR: 4,
  PLN: 4.3,
  PEN: 4,
  CRC: 560,
};
