import type { SiteCode } from './site-codes.js';
import { DEFAULT_SITE_CODE } from './site-defaults.js';

const BY_FULL_TAG: Readonly<Record<string, SiteCode>> = { 'en-gb': 'gb-en' };

const BY_PRIMARY_SUBTAG: Readonly<Record<string, SiteCode>> = {
  es: 'es-es',
  fr: 'fr-fr',
  de: 'de-de',
  it: 'it-it',
  pt: 'pt-pt',
  ca: 'es-ca',
  ja: 'jp-ja',
};

/** One browser language tag to a site; a fixed table, so es-MX still gives es-es. */
export function siteFromBrowserLanguage(tag: string): SiteCode {
  const normalized = tag.trim().toLowerCase().replaceAll('_', '-');
  const full = BY_FULL_TAG[normalized];
  if (full) return full;
  const primary = normalized.split('-')[0] ?? '';
  return BY_PRIMARY_SUBTAG[primary] ?? DEFAULT_SITE_CODE;
}
