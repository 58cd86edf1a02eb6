import type { Bag } from '@atelier/core-bag';
import { describe, expect, it } from 'vitest';
import { drawerShippingLine } from './drawer-shipping.js';

const eur = (value: number) => ({ value, currency: 'EUR' });
const bag = (method: string | null, shipment: number | null): Bag =>
  ({
    products: [],
    ...(method
      ? {
          shippingMethod: {
            code: method,
            name: method,
            isSdd: false,
            available: true,
            priceRanges: [],
          },
        }
      : {}),
    priceSummary: {
      total: eur(231.9),
      ...(shipment === null ? {} : { shipmentPrice: eur(shipment) }),
    },
  }) as Bag;

describe('drawerShippingLine', () => {
  it('same-day delivery at 7.95 on a 231.90 bag is charged, not free shipping', () => {
    expect(drawerShippingLine(bag('sdd', 7.95), 231.9, 50)).toEqual({
      kind: 'charged',
      price: 7.95,
    });
  });

  it('standard delivery above the free range is free, below it shows what is left', () => {
    expect(drawerShippingLine(bag('standard', 0), 231.9, 50)).toEqual({ kind: 'free' });
    expect(drawerShippingLine(bag('standard', 4.95), 30, 50)).toEqual({
      kind: 'progress',
      remaining: 20,
    });
  });

  it('no method on the cart yet: the standard range speaks, not the cart zero', () => {
    expect(drawerShippingLine(bag(null, 0), 30, 50)).toEqual({ kind: 'progress', remaining: 20 });
  });
});
