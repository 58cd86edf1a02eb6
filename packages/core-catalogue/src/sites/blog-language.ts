import type { SiteCode } from './site-codes.js';

const EXCEPTIONS: Partial<Readonly<Record<SiteCode, string>>> = {
  'pt-pt': 'pt-pt',
  'us-en': 'en',
  'pl-pl': 'pl',
  'mx-es': 'es-mx',
  'es-es': '',
  'us-es': '',
};

/** The language prefix the external blog uses for a site. */
export function blogLanguagePrefix(site: SiteCode): string {
  return EXCEPTIONS[site] ?? site.slice(site.indexOf('-') + 1);
}
