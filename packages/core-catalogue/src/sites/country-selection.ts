import { z } from 'zod';
import { lazySchema } from '../kernel/schema/lazy-schema.js';
import { isSiteCode } from './site-codes.js';
import { siteInfo } from './site-info.js';
import type { SiteCode } from './site-codes.js';

export interface CountrySelection {
  countryISO: string;
  cultureCode: string;
  currencyCode: string;
  site: SiteCode;
}

export const COUNTRY_SELECTION_COOKIE_DAYS = 30;
/** The spec also names a 3-day default expiry elsewhere; both are kept available. */
export const COUNTRY_SELECTION_COOKIE_DEFAULT_DAYS = 3;

export function countrySelectionFor(site: SiteCode, currencyCode?: string): CountrySelection {
  const info = siteInfo(site);
  return {
    countryISO: info.countryCode,
    cultureCode: info.locale,
    currencyCode: currencyCode ?? info.currency,
    site,
  };
}

export function serializeCountrySelection(selection: CountrySelection): string {
  return JSON.stringify({
    countryISO: selection.countryISO,
    cultureCode: selection.cultureCode,
    currencyCode: selection.currencyCode,
    site: selection.site,
  });
}

const countrySelectionSchema = lazySchema(() =>
  z.object({
    countryISO: z.string().min(1),
    cultureCode: z.string().min(1),
    currencyCode: z.string().min(1),
    site: z.string().refine(isSiteCode),
  }),
);

/** The remembered selection, or null when the cookie is absent or not ours. */
export function parseCountrySelection(value: string | null | undefined): CountrySelection | null {
  if (!value) return null;
  let raw: unknown;
  try {
    raw = JSON.parse(value);
  } catch {
    return null;
  }
  const parsed = countrySelectionSchema.safeParse(raw);
  if (!parsed.success || !isSiteCode(parsed.data.site)) return null;
  return { ...parsed.data, site: parsed.data.site };
}
