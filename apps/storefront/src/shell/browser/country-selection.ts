import {
  COUNTRY_SELECTION_COOKIE_DAYS,
  isSiteCode,
  siteInfo,
  type SiteCode,
} from '@atelier/core-catalogue';
import { readCookie, writeCookie } from './cookies.js';

export const COUNTRY_SELECTION_COOKIE = 'countrySelection';

/**
 * The remembered site from the countrySelection cookie. Read by hand rather than with
 * core's zod schema so the browser bundle does not carry zod for one cookie.
 */
export function rememberedSite(): SiteCode | null {
  const raw = readCookie(COUNTRY_SELECTION_COOKIE);
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as { site?: unknown };
    return typeof value.site === 'string' && isSiteCode(value.site) ? value.site : null;
  } catch {
    return null;
  }
}

/**
 * The cookie value of docs/product/sites.md §4's country selection (countryISO, cultureCode,
 * currencyCode, site).
 */
export function countrySelectionValue(site: SiteCode): string {
  const info = siteInfo(site);
  return JSON.stringify({
    countryISO: info.countryCode,
    cultureCode: info.locale,
    currencyCode: info.currency,
    site,
  });
}

/** Remembers the choice for 30 days; the next visit to `/` goes straight to this site. */
export function rememberSite(site: SiteCode): void {
  writeCookie(COUNTRY_SELECTION_COOKIE, countrySelectionValue(site), COUNTRY_SELECTION_COOKIE_DAYS);
}
