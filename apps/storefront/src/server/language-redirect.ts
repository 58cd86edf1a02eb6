import {
  parseCountrySelection,
  siteFromBrowserLanguage,
  type SiteCode,
} from '@atelier/core-catalogue';

/** The cookie the site picker writes (countryISO, cultureCode, currencyCode, site). */
export const COUNTRY_SELECTION_COOKIE = 'countrySelection';

/** docs/product/sites.md §4.2: a saved country selection sends `/` straight to that site. */
export function savedSelectionRedirect(cookies: Record<string, string>): string | null {
  const selection = parseCountrySelection(cookies[COUNTRY_SELECTION_COOKIE]);
  return selection ? `/${selection.site}/` : null;
}

/** The site the picker suggests: the browser's first preferred language, else us-en. */
export function suggestedSite(acceptLanguage: string | undefined): SiteCode {
  const first = (acceptLanguage ?? '').split(',')[0]?.split(';')[0]?.trim() ?? '';
  return siteFromBrowserLanguage(first);
}
