import type { SiteCode } from '@atelier/core-catalogue';

/**
 * Sites whose postal codes legitimately contain a space (Czech and Slovak "123 45",
 * Canadian "K1A 0B1", the suot vertical): there the inner space is part of the format,
 * so only the ends are trimmed.
 */
const TRIM_ONLY_SITES: ReadonlySet<SiteCode> = new Set<SiteCode>([
  'cz-cs',
  'sk-sk',
  'ca-en',
  'ca-fr',
  'su-es',
  'su-en',
]);

/** docs/product/checkout.md §9.2: postal codes lose every space, except on the trim-only sites. */
export function normalizePostalCode(code: string, site: SiteCode): string {
  return TRIM_ONLY_SITES.has(site) ? code.trim() : code.replace(/\s+/gu, '');
}

export function isTrimOnlyPostalCodeSite(site: SiteCode): boolean {
  return TRIM_ONLY_SITES.has(site);
}
