import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  clampLookQuantity,
  isLookProductAvailable,
  lookViewHidesProducts,
  planLookAddition,
  sizeChoiceError,
  type LookItem,
} from './look-rules.js';

describe('look rules', () => {
  it('is available with the required quantity in stock, and stays so with more stock or a smaller need', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 200 }),
        fc.integer({ min: 0, max: 50 }),
        fc.integer({ min: 0, max: 50 }),
        (required, extraStock, lessNeeded) => {
          expect(isLookProductAvailable(required, required)).toBe(true);
          expect(isLookProductAvailable(required + extraStock, required)).toBe(true);
          expect(isLookProductAvailable(required, Math.max(0, required - lessNeeded))).toBe(true);
        },
      ),
    );
  });

  it('is unavailable one unit short, however large the need', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 200 }), (required) => {
        expect(isLookProductAvailable(required - 1, required)).toBe(false);
        expect(isLookProductAvailable(0, required)).toBe(false);
      }),
    );
  });

  it('hides products for views 3 and 4 only', () => {
    expect([1, 2, 3, 4, 5].map(lookViewHidesProducts)).toEqual([false, false, true, true, false]);
  });

  it('clamps quantities to whole units from 1 to 100', () => {
    fc.assert(
      fc.property(fc.option(fc.double(), { nil: undefined }), (quantity) => {
        const q = clampLookQuantity(quantity);
        expect(Number.isInteger(q)).toBe(true);
        expect(q).toBeGreaterThanOrEqual(1);
        expect(q).toBeLessThanOrEqual(100);
      }),
    );
    expect(clampLookQuantity(undefined)).toBe(1);
    expect(clampLookQuantity(101)).toBe(100);
    expect(clampLookQuantity(7.9)).toBe(7);
  });

  it('plans sized, direct and skipped products, each product in exactly one group', () => {
    const item = fc.record({
      productId: fc.uuid(),
      quantity: fc.option(fc.integer({ min: -2, max: 150 }), { nil: undefined }),
      stock: fc.integer({ min: 0, max: 150 }),
      sizes: fc.array(fc.record({ code: fc.string(), stock: fc.integer({ min: 0, max: 3 }) }), {
        maxLength: 3,
      }),
    });
    fc.assert(
      fc.property(fc.array(item, { maxLength: 8 }), (items: LookItem[]) => {
        const plan = planLookAddition(items);
        const ids = [
          ...plan.sized.map((i) => i.productId),
          ...plan.direct.map((l) => l.productId),
          ...plan.skipped,
        ];
        expect(ids.sort()).toEqual(items.map((i) => i.productId).sort());
        for (const line of plan.direct) {
          const source = items.find((i) => i.productId === line.productId)!;
          expect(source.sizes).toEqual([]);
          expect(source.stock).toBeGreaterThanOrEqual(line.quantity);
          expect(line.quantity).toBe(clampLookQuantity(source.quantity));
        }
      }),
    );
  });

  it('explains why a size choice is refused', () => {
    const ring: LookItem = {
      productId: 'r',
      stock: 3,
      sizes: [
        { code: 'M', stock: 2 },
        { code: 'Z', stock: 0 },
      ],
    };
    expect(sizeChoiceError(ring, null, 1)).toBe('noSizeSelected');
    expect(sizeChoiceError(ring, 'XX', 1)).toBe('unknownSize');
    expect(sizeChoiceError(ring, 'Z', 1)).toBe('noStock');
    expect(sizeChoiceError(ring, 'M', 3)).toBe('insufficientStock');
    expect(sizeChoiceError(ring, 'M', 2)).toBeNull();
  });
});
