// The visitor's cross-border country, currency and culture (docs/product/cross-border.md §3.2,
// ADR 0054), kept in the country selection cookie (countryISO, cultureCode, currencyCode, site;
// docs/product/sites.md §4): the cookie parameters, which count only when all three are set, else
// the visitor's country (the landing's GLCountry, or the provider's own guess), the selector's
// default currency, else EUR, and culture en-GB. Read by hand, as rememberedSite does, so the
// page carries no zod for one cookie.
import { COUNTRY_SELECTION_COOKIE_DAYS, type SiteCode } from '@atelier/core-catalogue';
import {
  landingCountry,
  resolveCrossBorderParams,
  type CrossBorderParams,
} from '@atelier/core-loyalty';
import { readCookie, writeCookie } from '../../../shell/browser/cookies.js';
import { COUNTRY_SELECTION_COOKIE } from '../../../shell/browser/country-selection.js';

type Saved = Partial<Record<keyof CrossBorderParams, string>>;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.length <= 16 ? value : undefined;

/** The cookie's parameters when it was saved for this site; null otherwise or unreadable. */
export function savedSelection(site: SiteCode, raw: string | null): Saved | null {
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as Record<string, unknown> | null;
    if (!value || value['site'] !== site) return null;
    const saved: Saved = {};
    const country = text(value['countryISO']);
    const currency = text(value['currencyCode']);
    const culture = text(value['cultureCode']);
    if (country) saved.country = country;
    if (currency) saved.currency = currency;
    if (culture) saved.culture = culture;
    return saved;
  } catch {
    return null;
  }
}

export interface ProviderDefaults {
  /** The provider's country-info: its guess of the visitor's country and that country's currency. */
  defaultCountry: string;
  defaultCurrency: string;
}

/** What the provider's checkout starts from on this visit. */
export function crossBorderParams(
  site: SiteCode,
  search: string,
  defaults: ProviderDefaults,
  cookie: string | null = readCookie(COUNTRY_SELECTION_COOKIE),
): CrossBorderParams {
  const landing = landingCountry(site, new URLSearchParams(search).get('GLCountry'));
  return resolveCrossBorderParams({
    cookie: landing ? null : savedSelection(site, cookie),
    visitorCountry: landing ?? defaults.defaultCountry,
    // The selector's default currency is that of the provider's guessed country, not of a
    // landing country: the shopper then starts in EUR and picks theirs.
    selectorDefaultCurrency: landing ? null : defaults.defaultCurrency,
  });
}

/** Keeps the shopper's choice as the site's country selection. */
export function saveSelection(site: SiteCode, params: CrossBorderParams): void {
  writeCookie(
    COUNTRY_SELECTION_COOKIE,
    JSON.stringify({
      countryISO: params.country,
      cultureCode: params.culture,
      currencyCode: params.currency,
      site,
    }),
    COUNTRY_SELECTION_COOKIE_DAYS,
  );
}
