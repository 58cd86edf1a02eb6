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
  // Every combination, written out: cross-border first, then express, then one-click.
  const TABLE: [boolean, boolean, boolean, string][] = [
    [true, true, true, 'global-e'],
    [true, true, false, 'global-e'],
    [true, false, true, 'global-e'],
    [true, false, false, 'global-e'],
    [false, true, true, 'express'],
    [false, true, false, 'express'],
    [false, false, true, 'one-click'],
    [false, false, false, 'standard'],
  ];

  for (const [crossBorderManaged, express, oneClick, type] of TABLE) {
    it(`cross-border ${crossBorderManaged}, express ${express}, one-click ${oneClick}: ${type}`, () => {
      expect(checkoutAnalyticsType({ crossBorderManaged, express, oneClick })).toBe(type);
    });
  }
});
