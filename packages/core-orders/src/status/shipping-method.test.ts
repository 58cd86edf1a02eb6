import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  SHIPPING_METHOD_CODES,
  isShippingMethodCode,
  isStorePickupMethod,
  shippingMethodFromCode,
} from './shipping-method.js';

describe('shipping methods', () => {
  it('knows the six codes', () => {
    expect(SHIPPING_METHOD_CODES).toHaveLength(6);
    expect(isShippingMethodCode('pickup_2h')).toBe(true);
    expect(isShippingMethodCode('standard_ca')).toBe(false);
  });

  it('reads the variants the back-end sends as their base method', () => {
    expect(shippingMethodFromCode('standard_ca')).toBe('standard');
    expect(shippingMethodFromCode('express_24h')).toBe('express');
    expect(shippingMethodFromCode('sdd_madrid')).toBe('sdd');
    expect(shippingMethodFromCode('pickup_store')).toBe('pickup');
    expect(shippingMethodFromCode('pickup_2h')).toBe('pickup_2h');
    expect(shippingMethodFromCode('externalpickup')).toBe('externalpickup');
    expect(shippingMethodFromCode('global-e')).toBe('standard');
    expect(shippingMethodFromCode('drone')).toBeNull();
  });

  it('maps every base code to itself', () => {
    fc.assert(
      fc.property(fc.constantFrom(...SHIPPING_METHOD_CODES), (code) => {
        expect(shippingMethodFromCode(code)).toBe(code);
      }),
    );
  });

  it('knows which methods end in a store', () => {
    expect(SHIPPING_METHOD_CODES.filter(isStorePickupMethod)).toEqual([
      'pickup_2h',
      'externalpickup',
      'pickup',
    ]);
  });
});
