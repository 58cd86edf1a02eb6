import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { priceRangeSteps } from './price-range-steps.js';
import { shippingPriceFor } from './shipping-price.js';

const range = fc.record({
  minimum: fc.integer({ min: 0, max: 500 }),
  price: fc.oneof(fc.constant(0), fc.integer({ min: 1, max: 30 })),
});

describe('price table as sentence steps (docs/product/shipping.md §6)', () => {
  it('tells the usual table as "4.95 under 50, free from 50"', () => {
    expect(
      priceRangeSteps([
        { minimum: 50, price: 0 },
        { minimum: 0, price: 4.95 },
      ]),
    ).toEqual([
      { kind: 'under', price: 4.95, amount: 50 },
      { kind: 'freeFrom', amount: 50 },
    ]);
    expect(priceRangeSteps([{ minimum: 0, price: 7.95 }])).toEqual([]);
  });

  it('says of every bag amount the price the shop charges for it', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(range, { selector: (r) => r.minimum, minLength: 1, maxLength: 4 }),
        fc.integer({ min: 0, max: 600 }),
        (ranges, bag) => {
          const steps = priceRangeSteps(ranges);
          if (steps.length === 0) return;
          // The step that speaks of this amount: the last "from" at or below it, else "under".
          const told = [...steps]
            .reverse()
            .find((s) => (s.kind === 'under' ? bag < s.amount : bag >= s.amount));
          if (told === undefined) return;
          const price = told.kind === 'freeFrom' ? 0 : told.price;
          expect(price).toBe(shippingPriceFor(ranges, bag, 0));
        },
      ),
    );
  });
});
