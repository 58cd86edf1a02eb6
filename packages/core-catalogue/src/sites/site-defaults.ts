import type { SiteCode } from './site-codes.js';

/** Used by the country selector when no site is known. */
export const DEFAULT_SITE_CODE: SiteCode = 'us-en';
export const DEFAULT_COUNTRY = 'ES';
export const DEFAULT_CULTURE = 'es';
export const FALLBACK_CULTURE = 'en-GB';
export const DEFAULT_CURRENCY = 'EUR';
/** On the sister-brand host an unknown site falls back to the studio line. */
export const STUDIO_LINE_FALLBACK_SITE: SiteCode = 'su-es';
export const DEFAULT_CHANNEL = 'WEB';
