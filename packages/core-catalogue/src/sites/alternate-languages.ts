/** Codes the content system may list that never get an alternate-language link. */
export const ALTERNATE_LINK_EXCLUDED_SITES: readonly string[] = ['ic-fr', 'ic-de'];

export interface AlternateLink {
  hrefLang: string;
  href: string;
}

/**
 * hreflang links for the same page on the other sites; `pathAfterSite` is the path
 * without the leading site segment (e.g. '/cart/').
 */
export function alternateLanguageLinks(
  sites: readonly string[],
  origin: string,
  pathAfterSite: string,
): AlternateLink[] {
  const base = origin.replace(/\/+$/, '');
  const path = pathAfterSite.startsWith('/') ? pathAfterSite : `/${pathAfterSite}`;
  return sites
    .filter((site) => !ALTERNATE_LINK_EXCLUDED_SITES.includes(site))
    .map((site) => ({ hrefLang: site, href: `${base}/${site}${path}` }));
}
