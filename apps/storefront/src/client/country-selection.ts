import { isSiteCode, type SiteCode } from '@atelier/core-catalogue';
import { readCookie } from './cookies.js';

/**
 * The remembered site from the countrySelection cookie. Read by hand rather than with
 * core's zod schema so the browser bundle does not carry zod for one cookie.
 */
export function rememberedSite(): SiteCode | null {
  const raw = readCookie('countrySelection');
  if (!raw) return null;
  try {
    const value = JSON.parse(raw) as { site?: unknown };
    return typeof value.site === 'string' && isSiteCode(value.site) ? value.site : null;
  } catch {
    return null;
  }
}
