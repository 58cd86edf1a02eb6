import { SITE_CODES, siteInfo, type SiteCode } from '@atelier/core-catalogue';
import type { Services } from './services.js';

/**
 * Each site's country as that site's own content names it: the same name its country modal
 * shows (issue 32.8: the picker at `/` named ic-en "Canary Islands" and ci-es "Côte d'Ivoire"
 * from Intl while the modal said "International" and "Islas Canarias"). A site whose content
 * cannot be read is left out; the picker then names it through Intl.
 */
export async function siteCountryNames(services: Services): Promise<ReadonlyMap<SiteCode, string>> {
  const names = await Promise.all(
    SITE_CODES.map(async (site) => {
      const { countryCode } = siteInfo(site);
      const countries = await services.content.countries(site).catch(() => []);
      const name = countries.find((country) => country.countryCode === countryCode)?.name;
      return name ? ([[site, name]] as const) : [];
    }),
  );
  return new Map(names.flat());
}
