import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartModification } from '../entities/cart-modification.schema.js';
import type { AddItem } from './add-to-bag.js';
import { addShortfalls, removedByStockCheck } from './add-shortfalls.js';

const addItem = (code: string, quantity: number): AddItem => ({
  payload: { productCode: code, quantity },
  product: { id: code, stock: 10, onlineStock: true, hasOverallStock: true, availableSdd: [] },
});

const codes = fc.constantFrom('a', 'b', 'c', 'd');
const items = fc.uniqueArray(
  fc
    .tuple(codes, fc.integer({ min: 1, max: 5 }))
    .map(([code, quantity]) => addItem(code, quantity)),
  { selector: (item) => item.payload.productCode },
);
const modifications = fc.array(
  fc.record({
    productCode: codes,
    statusCode: fc.constantFrom('success', 'lowStock', 'noStock', 'unavailable'),
    quantityAdded: fc.integer({ min: -1, max: 6 }),
  }),
);

describe('what the back-end put in short (docs/product/bag.md §3, §4.1)', () => {
  it('property: a shortfall is an asked item, got less than asked, never below 0', () => {
    fc.assert(
      fc.property(items, modifications, (asked, changes: CartModification[]) => {
        for (const shortfall of addShortfalls(asked, changes)) {
          const item = asked.find((candidate) => candidate.product.id === shortfall.productId);
          expect(item).toBeDefined();
          expect(shortfall.requested).toBe(item!.payload.quantity);
          expect(shortfall.added).toBeGreaterThanOrEqual(0);
          expect(shortfall.added).toBeLessThan(shortfall.requested);
        }
      }),
    );
  });

  it('property: without a word from the back-end every item went in whole', () => {
    fc.assert(
      fc.property(items, (asked) => {
        expect(addShortfalls(asked, [])).toEqual([]);
        expect(addShortfalls(asked)).toEqual([]);
      }),
    );
  });

  it('reads a partial add and a refused one by the posted code', () => {
    expect(
      addShortfalls(
        [addItem('a', 2), addItem('b', 1), addItem('c', 1)],
        [
          { productCode: 'a', statusCode: 'lowStock', quantity: 2, quantityAdded: 1 },
          { productCode: 'b', statusCode: 'noStock', quantityAdded: 0 },
          { productCode: 'c', statusCode: 'success', quantityAdded: 1 },
        ],
      ),
    ).toEqual([
      { productId: 'a', requested: 2, added: 1 },
      { productId: 'b', requested: 1, added: 0 },
    ]);
  });

  it('a stock check removed the products it kept none of, once each', () => {
    expect(
      removedByStockCheck([
        { productCode: 'a', statusCode: 'lowStock', quantity: 2, quantityAdded: 1 },
        { productCode: 'b', statusCode: 'noStock', quantity: 2, quantityAdded: 0 },
        { productCode: 'b', statusCode: 'noStock', quantity: 1, quantityAdded: 0 },
      ]),
    ).toEqual(['b']);
    expect(removedByStockCheck(undefined)).toEqual([]);
  });
});
