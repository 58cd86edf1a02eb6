/**
 * The Unicode region code to name a site's country with (`Intl.DisplayNames`). The back-end's
 * country codes are ISO 3166 except one: its `CI` is the Canary Islands (site ci-es), which
 * Unicode codes `IC`; for Intl, `CI` is Côte d'Ivoire (issue 32.8: the site picker named ci-es
 * "Côte d'Ivoire" while the country modal said "Islas Canarias"). The back-end's `IC` is the
 * cross-border sites' (ic-*), no region at all: their name is the content's ("International"),
 * never Intl's.
 */
export function intlRegionCode(countryCode: string): string {
  return countryCode === 'CI' ? 'IC' : countryCode;
}
