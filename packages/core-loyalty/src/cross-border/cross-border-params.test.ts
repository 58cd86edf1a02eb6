import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  landingCountry,
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

describe('the cross-border landing country (docs/product/cross-border.md §8)', () => {
  it('takes GLCountry on a language containing ic, as an upper-case alpha-2 code', () => {
    expect(landingCountry('ic-en', 'ch')).toBe('CH');
    expect(landingCountry('ic-es', ' AU ')).toBe('AU');
    expect(landingCountry('es-es', 'CH')).toBeNull();
    expect(landingCountry('ic-en', 'CHE')).toBeNull();
    expect(landingCountry('ic-en', null)).toBeNull();
  });

  it('is never anything but two letters, and nothing without ic in the language', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 8 }),
        fc.option(fc.string({ maxLength: 6 })),
        (language, gl) => {
          const country = landingCountry(language, gl);
          if (country !== null) expect(country).toMatch(/^[A-Z]{2}$/);
          if (!language.toLowerCase().includes('ic')) expect(country).toBeNull();
        },
      ),
    );
  });
});
