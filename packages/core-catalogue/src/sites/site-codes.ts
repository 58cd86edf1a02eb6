/** Every site the storefront serves: `{country}-{language}` (docs/product/sites.md §1.1). */
export const SITE_CODES = [
  'ca-en',
  'ca-fr',
  'cl-es',
  'co-es',
  'cz-cs',
  'de-de',
  'es-ca',
  'es-es',
  'fr-fr',
  'gb-en',
  'gr-el',
  'il-iw',
  'it-it',
  'jp-en',
  'jp-ja',
  'mx-es',
  'pr-en',
  'pr-es',
  'pt-pt',
  'ru-ru',
  'sa-ar',
  'sa-en',
  'sk-sk',
  'us-en',
  'us-es',
  'pl-pl',
  'pe-es',
  'cr-es',
  'ic-en',
  'ic-es',
  'ci-es',
  'su-es',
  'su-en',
] as const;

export type SiteCode = (typeof SITE_CODES)[number];

const siteCodeSet: ReadonlySet<string> = new Set(SITE_CODES);

export function isSiteCode(value: string): value is SiteCode {
  return siteCodeSet.has(value);
}
