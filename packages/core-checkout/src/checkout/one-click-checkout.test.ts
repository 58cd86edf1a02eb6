import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { checkoutAnalyticsType, isOneClickCheckout } from './one-click-checkout.js';

describe('one-click checkout', () => {
  it('needs the country-standard method and both flags', () => {
    const on = {
      shippingMethod: 'standard_ca',
      countryStandardMethod: 'standard_ca',
      cmsFlag: true,
      featureFlag: true,
    };
    expect(isOneClickCheckout(on)).toBe(true);
    expect(isOneClickCheckout({ ...on, shippingMethod: 'standard' })).toBe(false);
    expect(isOneClickCheckout({ ...on, cmsFlag: false })).toBe(false);
    expect(isOneClickCheckout({ ...on, featureFlag: false })).toBe(false);
    expect(isOneClickCheckout({ ...on, shippingMethod: null })).toBe(false);
  });
});

describe('checkoutAnalyticsType', () => {
  it('is one of global-e, one-click, standard, express', () => {
    expect(checkoutAnalyticsType({ crossBorderManaged: true, express: true, oneClick: true })).toBe(
      'global-e',
    );
    expect(
      checkoutAnalyticsType({ crossBorderManaged: false, express: true, oneClick: true }),
    ).toBe('express');
    expect(
      checkoutAnalyticsType({ crossBorderManaged: false, express: false, oneClick: true }),
    ).toBe('one-click');
    expect(
      checkoutAnalyticsType({ crossBorderManaged: false, express: false, oneClick: false }),
    ).toBe('standard');
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.boolean(),
        fc.boolean(),
        (crossBorderManaged, express, oneClick) => {
          expect(['global-e', 'one-click', 'standard', 'express']).toContain(
            checkoutAnalyticsType({ crossBorderManaged, express, oneClick }),
          );
        },
      ),
    );
  });
});
