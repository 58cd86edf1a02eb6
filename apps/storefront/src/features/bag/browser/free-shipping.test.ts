import type { ShippingMethod } from '@atelier/core-bag';
import { describe, expect, it } from 'vitest';
import { freeShippingFrom } from './free-shipping.js';

const method = (code: string, ranges: [number, number][]): ShippingMethod => ({
  code,
  isSdd: false,
  available: true,
  priceRanges: ranges.map(([minimum, price]) => ({
    minimum,
    price: { value: price, currency: 'EUR' },
  })),
});

describe('the free-shipping threshold of the bag drawer (docs/product/shipping.md §6)', () => {
  it('is the minimum of the standard method range priced 0', () => {
    const methods = [
      method('express', [
        [0, 9.95],
        [200, 0],
      ]),
      method('standard', [
        [0, 4.95],
        [50, 2.95],
        [100, 0],
      ]),
    ];
    expect(freeShippingFrom(methods)).toBe(100);
  });

  it('is null without a free range or without a standard method', () => {
    expect(freeShippingFrom([method('standard', [[0, 4.95]])])).toBeNull();
    expect(freeShippingFrom([method('express', [[0, 0]])])).toBeNull();
    expect(freeShippingFrom([])).toBeNull();
  });
});
