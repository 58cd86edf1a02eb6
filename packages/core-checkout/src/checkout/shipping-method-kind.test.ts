import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isPickupMethod,
  isShipFromStoreMethod,
  isStandardMethod,
  selectableOnShippingStep,
} from './shipping-method-kind.js';

describe('shipping method kinds', () => {
  it('knows the pickup methods, including pickup-prefixed codes', () => {
    for (const code of ['pickup', 'pickup_2h', 'externalpickup', 'pickup_es']) {
      expect(isPickupMethod(code)).toBe(true);
    }
    for (const code of ['standard', 'express', 'sdd', 'global-e', 'standard_ca']) {
      expect(isPickupMethod(code)).toBe(false);
    }
  });

  it('treats sdd and pickup_2h as ship-from-store', () => {
    expect(isShipFromStoreMethod('sdd')).toBe(true);
    expect(isShipFromStoreMethod('sdd_madrid')).toBe(true);
    expect(isShipFromStoreMethod('pickup_2h')).toBe(true);
    expect(isShipFromStoreMethod('pickup')).toBe(false);
    expect(isShipFromStoreMethod('standard')).toBe(false);
  });

  it('recognises standard variants', () => {
    expect(isStandardMethod('standard')).toBe(true);
    expect(isStandardMethod('standard_ca')).toBe(true);
    expect(isStandardMethod('express')).toBe(false);
  });

  it('lets the shopper choose any available method, and same-day delivery to check its postal code', () => {
    expect(selectableOnShippingStep({ code: 'sdd', available: false })).toBe(true);
    expect(selectableOnShippingStep({ code: 'express', available: false })).toBe(false);
    fc.assert(
      fc.property(
        fc.constantFrom('standard', 'express', 'sdd', 'sdd_madrid', 'pickup', 'pickup_2h'),
        fc.option(fc.boolean(), { nil: undefined }),
        (code, available) => {
          const selectable = selectableOnShippingStep({ code, available });
          // Available is always selectable; unavailable only when the step can check it.
          if (available !== false) expect(selectable).toBe(true);
          else expect(selectable).toBe(code.startsWith('sdd'));
        },
      ),
    );
  });
});
