import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  areCookieParamsInformed,
  resolveCrossBorderParams,
  shouldRequestDeliveryCost,
} from './cross-border-params.js';

describe('cross-border parameters', () => {
  const cookie = { country: 'FR', currency: 'EUR', culture: 'fr-FR' };

  it('uses the cookie when country, currency and culture are all set', () => {
    expect(
      resolveCrossBorderParams({ cookie, visitorCountry: 'US', productCurrency: 'USD' }),
    ).toEqual(cookie);
  });

  it('ignores a partial cookie', () => {
    for (const missing of ['country', 'currency', 'culture'] as const) {
      const partial = { ...cookie, [missing]: '' };
      expect(areCookieParamsInformed(partial)).toBe(false);
      expect(resolveCrossBorderParams({ cookie: partial, visitorCountry: 'US' }).culture).toBe(
        'en-GB',
      );
    }
    expect(areCookieParamsInformed(null)).toBe(false);
  });

  it('falls back on the visitor country, the selector default or product currency, EUR and en-GB', () => {
    expect(
      resolveCrossBorderParams({
        visitorCountry: 'US',
        selectorDefaultCurrency: 'USD',
        productCurrency: 'EUR',
      }),
    ).toEqual({ country: 'US', currency: 'USD', culture: 'en-GB' });
    expect(resolveCrossBorderParams({ visitorCountry: 'MX', productCurrency: 'MXN' })).toEqual({
      country: 'MX',
      currency: 'MXN',
      culture: 'en-GB',
    });
    expect(resolveCrossBorderParams({})).toEqual({
      country: 'ES',
      currency: 'EUR',
      culture: 'en-GB',
    });
  });

  it('always answers all three parameters', () => {
    const maybe = fc.option(fc.string(), { nil: null });
    fc.assert(
      fc.property(
        fc.record({ country: maybe, currency: maybe, culture: maybe }),
        maybe,
        maybe,
        maybe,
        (c, visitorCountry, selectorDefaultCurrency, productCurrency) => {
          const params = resolveCrossBorderParams({
            cookie: c,
            visitorCountry,
            selectorDefaultCurrency,
            productCurrency,
          });
          expect(params.country.trim()).not.toBe('');
          expect(params.currency.trim()).not.toBe('');
          expect(params.culture.trim()).not.toBe('');
        },
      ),
    );
  });

  it('asks for the delivery cost only on managed sites with a total', () => {
    expect(shouldRequestDeliveryCost({ isGlobaleManaged: true, total: 120 })).toBe(true);
    expect(shouldRequestDeliveryCost({ isGlobaleManaged: true, total: 0 })).toBe(true);
    expect(shouldRequestDeliveryCost({ isGlobaleManaged: false, total: 120 })).toBe(false);
    expect(shouldRequestDeliveryCost({ isGlobaleManaged: true, total: null })).toBe(false);
    expect(shouldRequestDeliveryCost({ isGlobaleManaged: true, total: undefined })).toBe(false);
    expect(shouldRequestDeliveryCost({ isGlobaleManaged: true, total: Number.NaN })).toBe(false);
  });
});
