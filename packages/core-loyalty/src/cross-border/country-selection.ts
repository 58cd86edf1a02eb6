import { SITE_CODES, type SiteCode, lazySchema } from '@atelier/core-catalogue';
import { z } from 'zod';

/** The country the visitor chose, remembered in a cookie (docs/product/sites.md §4.1). */
export const countrySelectionSchema = lazySchema(() =>
  z.object({
    countryISO: z.string().length(2),
    cultureCode: z.string(),
    currencyCode: z.string().length(3),
    site: z.enum(SITE_CODES as unknown as [SiteCode, ...SiteCode[]]),
  }),
);
export type CountrySelection = z.infer<typeof countrySelectionSchema>;

export const selectableCountrySchema = lazySchema(() =>
  z.object({
    name: z.string(),
    countryCode: z.string(),
    defaultCurrencyCode: z.string(),
    cultureCode: z.string(),
  }),
);
export type SelectableCountry = z.infer<typeof selectableCountrySchema>;

/** The saved selection for a country chosen on a site. */
export function countrySelectionFor(country: SelectableCountry, site: SiteCode): CountrySelection {
  return {
    countryISO: country.countryCode.toUpperCase(),
    cultureCode: country.cultureCode,
    currencyCode: country.defaultCurrencyCode.toUpperCase(),
    site,
  };
}
