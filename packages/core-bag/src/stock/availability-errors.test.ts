import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bagLinesArb, line } from '../../test/arbitraries.js';
import type { ProductAvailabilityError } from '../entities/availability-error.schema.js';
import {
  applyAvailabilityErrors,
  applyQuantityChanges,
  sddStaysEnabled,
} from './availability-errors.js';

const error = (
  id: string,
  extra: Partial<ProductAvailabilityError> = {},
): ProductAvailabilityError => ({
  id,
  noOnlineStock: true,
  noStoreStock: true,
  hasSddNotAvailable: false,
  quantityToDecrease: 1,
  ...extra,
});

describe('availability errors (docs/product/bag.md §4.3)', () => {
  it('removes when the quantity to decrease is the whole quantity, else lowers', () => {
    const lines = [
      line({ entryNumber: 1, productId: 'a', quantity: 2 }),
      line({ entryNumber: 2, productId: 'b', quantity: 3 }),
    ];
    const outcome = applyAvailabilityErrors(lines, [
      error('a', { quantityToDecrease: 2 }),
      error('b', { quantityToDecrease: 1, noStoreStock: false, hasSddNotAvailable: true }),
    ]);
    expect(outcome).toEqual({
      changes: [
        { entryNumber: 1, quantity: 0 },
        { entryNumber: 2, quantity: 2 },
      ],
      withoutStock: ['a'],
    });
  });

  it('ignores gifts, non-blocking errors and zero quantities to decrease', () => {
    const lines = [
      line({ entryNumber: 1, productId: 'a', isGift: true }),
      line({ entryNumber: 2, productId: 'b' }),
      line({ entryNumber: 3, productId: 'c' }),
    ];
    const outcome = applyAvailabilityErrors(lines, [
      error('a'),
      error('b', { noOnlineStock: false }),
      error('c', { quantityToDecrease: 0 }),
    ]);
    expect(outcome.changes).toEqual([]);
  });

  it('property: changes never raise a quantity and never touch gifts', () => {
    fc.assert(
      fc.property(
        bagLinesArb(),
        fc.array(
          fc.record({
            id: fc.constantFrom('p1', 'p2', 'p3', 'p4', 'p5'),
            noOnlineStock: fc.boolean(),
            noStoreStock: fc.boolean(),
            hasSddNotAvailable: fc.boolean(),
            quantityToDecrease: fc.integer({ min: 0, max: 8 }),
          }),
        ),
        (lines, errors) => {
          const { changes } = applyAvailabilityErrors(lines, errors);
          const after = applyQuantityChanges(lines, changes);
          for (const change of changes) {
            const before = lines.find((l) => l.entryNumber === change.entryNumber);
            expect(before?.isGift).toBe(false);
            if (change.quantity > 0) expect(change.quantity).toBeLessThan(before?.quantity ?? 0);
            expect(change.quantity).toBeGreaterThanOrEqual(0);
          }
          expect(after.filter((l) => l.isGift)).toEqual(lines.filter((l) => l.isGift));
        },
      ),
    );
  });

  it('SDD stays on without a remaining SDD error, or when all lines have SDD', () => {
    const lines = [
      line({ productId: 'a', availableSdd: [] }),
      line({ productId: 'b', availableSdd: ['s'] }),
    ];
    expect(sddStaysEnabled(lines, [])).toBe(true);
    expect(sddStaysEnabled(lines, [error('a', { hasSddNotAvailable: true })])).toBe(false);
    expect(sddStaysEnabled(lines, [error('gone', { hasSddNotAvailable: true })])).toBe(true);
    const allSdd = lines.map((l) => ({ ...l, availableSdd: ['s'] }));
    expect(sddStaysEnabled(allSdd, [error('a', { hasSddNotAvailable: true })])).toBe(true);
  });
});
