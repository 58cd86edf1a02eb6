import { isSiteCode, type SiteCode } from './site-codes.js';
import { siteInfo, verticalOf } from './site-info.js';

/** Codes the content system may list that never get an alternate-language link. */
export const ALTERNATE_LINK_EXCLUDED_SITES: readonly string[] = ['ic-fr', 'ic-de'];

export interface AlternateLink {
  /** A BCP 47 tag ('es-ES', 'he-IL', 'en') or 'x-default'. */
  hrefLang: string;
  href: string;
}

// Site codes are not language tags ('il-iw' is Hebrew in Israel, 'ci-es' Spanish in the
// Canary Islands). Most sites are the site locale's language in the site's country; the
// cross-border sites (ic-*) sell to every other country, so they get the bare language, and
// the Canary Islands site gets es-IC (its country code in the site table is the back-end's).
const HREFLANG_OVERRIDES: Partial<Record<SiteCode, string>> = {
  'ic-en': 'en',
  'ic-es': 'es',
  'ci-es': 'es-IC',
};

/** The BCP 47 tag search engines expect in hreflang for a site. */
export function hreflangOf(site: SiteCode): string {
  const override = HREFLANG_OVERRIDES[site];
  if (override) return override;
  const { locale, countryCode } = siteInfo(site);
  return `${locale.split('-')[0]}-${countryCode}`;
}

/**
 * hreflang links for the same page on the other sites of the same brand vertical (the studio
 * line sells another catalogue, so it is never an alternate of the main line); `pathAfterSite`
 * is the path without the leading site segment (e.g. '/cart/'). Codes that are not sites, and
 * the excluded ones, get no link.
 */
export function alternateLanguageLinks(
  sites: readonly string[],
  origin: string,
  pathAfterSite: string,
  fromSite?: SiteCode,
): AlternateLink[] {
  const base = origin.replace(/\/+$/, '');
  const path = pathAfterSite.startsWith('/') ? pathAfterSite : `/${pathAfterSite}`;
  const vertical = fromSite ? verticalOf(fromSite) : null;
  return sites
    .filter((site): site is SiteCode => isSiteCode(site))
    .filter((site) => !ALTERNATE_LINK_EXCLUDED_SITES.includes(site))
    .filter((site) => vertical === null || verticalOf(site) === vertical)
    .map((site) => ({ hrefLang: hreflangOf(site), href: `${base}/${site}${path}` }));
}
