import { describe, expect, it } from 'vitest';
import { countrySelectionFor, countrySelectionSchema } from './country-selection.js';

describe('country selection', () => {
  it('saves the chosen country with its defaults for the site', () => {
    const selection = countrySelectionFor(
      { name: 'Mexico', countryCode: 'mx', defaultCurrencyCode: 'mxn', cultureCode: 'es-MX' },
      'mx-es',
    );
    expect(selection).toEqual({
      countryISO: 'MX',
      cultureCode: 'es-MX',
      currencyCode: 'MXN',
      site: 'mx-es',
    });
    expect(countrySelectionSchema.safeParse(selection).success).toBe(true);
  });
  it('rejects unknown sites and malformed codes', () => {
    const ok = { countryISO: 'MX', cultureCode: 'es-MX', currencyCode: 'MXN', site: 'mx-es' };
    expect(countrySelectionSchema.safeParse({ ...ok, site: 'mx-mx' }).success).toBe(false);
    expect(countrySelectionSchema.safeParse({ ...ok, countryISO: 'MEX' }).success).toBe(false);
  });
});
