import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { remainingToFreeShipping, shippingPriceFor, type PriceRange } from './shipping-price.js';

const RANGES: PriceRange[] = [
  { minimum: 0, price: 5.95 },
  { minimum: 30, price: 3.95 },
  { minimum: 60, price: 0 },
];

/** Realistic tables: spending more never makes shipping dearer. */
const rangesArb = fc
  .uniqueArray(fc.integer({ min: 0, max: 20_000 }), { minLength: 1, maxLength: 6 })
  .chain((minimums) =>
    fc
      .array(fc.integer({ min: 0, max: 2_000 }), {
        minLength: minimums.length,
        maxLength: minimums.length,
      })
      .map((prices) => {
        const sortedMinimums = [...minimums].sort((a, b) => a - b);
        const sortedPrices = [...prices].sort((a, b) => b - a);
        return sortedMinimums.map((minimum, i) => ({
          minimum: minimum / 100,
          price: (sortedPrices[i] ?? 0) / 100,
        }));
      }),
  )
  .chain((ranges) => fc.shuffledSubarray(ranges, { minLength: ranges.length }));

const moneyArb = fc.integer({ min: 0, max: 30_000 }).map((cents) => cents / 100);

describe('shippingPriceFor (docs/product/shipping.md §6)', () => {
  it('takes the range with the highest minimum not above total minus discounts', () => {
    expect(shippingPriceFor(RANGES, 45, 0)).toBe(3.95);
    expect(shippingPriceFor(RANGES, 60, 0)).toBe(0);
    expect(shippingPriceFor(RANGES, 65, 10)).toBe(3.95);
    expect(shippingPriceFor(RANGES, 29.99, 0)).toBe(5.95);
  });

  it('compares on cents so floating sums do not flip a range', () => {
    expect(
      shippingPriceFor(
        [
          { minimum: 0.3, price: 0 },
          { minimum: 0, price: 4 },
        ],
        0.1 + 0.2,
        0,
      ),
    ).toBe(0);
  });

  it('falls back to the lowest-minimum range when none qualifies, and to 0 without ranges', () => {
    expect(
      shippingPriceFor(
        [
          { minimum: 60, price: 0 },
          { minimum: 20, price: 7 },
        ],
        10,
        0,
      ),
    ).toBe(7);
    expect(shippingPriceFor([], 100, 0)).toBe(0);
  });

  it('property: monotone; a higher total never costs more shipping', () => {
    fc.assert(
      fc.property(rangesArb, moneyArb, moneyArb, moneyArb, (ranges, a, b, discounts) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(shippingPriceFor(ranges, high, discounts)).toBeLessThanOrEqual(
          shippingPriceFor(ranges, low, discounts),
        );
      }),
    );
  });

  it('property: the price is always one of the ranges', () => {
    fc.assert(
      fc.property(rangesArb, moneyArb, moneyArb, (ranges, total, discounts) => {
        expect(ranges.map((r) => r.price)).toContain(shippingPriceFor(ranges, total, discounts));
      }),
    );
  });
});

describe('remainingToFreeShipping (docs/product/shipping.md §6)', () => {
  it('is the free range minimum minus what the bag is worth after discounts', () => {
    expect(remainingToFreeShipping(RANGES, 45.5, 0)).toBe(14.5);
    expect(remainingToFreeShipping(RANGES, 65, 10)).toBe(5);
    expect(remainingToFreeShipping(RANGES, 80, 0)).toBe(0);
  });

  it('is null when no range is free', () => {
    expect(remainingToFreeShipping([{ minimum: 0, price: 3 }], 10, 0)).toBeNull();
  });

  it('property: never negative, and shipping is free once nothing remains', () => {
    fc.assert(
      fc.property(rangesArb, moneyArb, moneyArb, (ranges, total, discounts) => {
        const remaining = remainingToFreeShipping(ranges, total, discounts);
        if (remaining === null) {
          expect(ranges.some((r) => r.price === 0)).toBe(false);
          return;
        }
        expect(remaining).toBeGreaterThanOrEqual(0);
        if (remaining === 0) expect(shippingPriceFor(ranges, total, discounts)).toBe(0);
      }),
    );
  });
});
