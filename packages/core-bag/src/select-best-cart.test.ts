import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bagLinesArb, line, STORES } from '../test/arbitraries.js';
import { lineTotal } from './bag-totals.js';
import { isBestCartGroupA, isBestCartGroupB, selectBestCart } from './select-best-cart.js';

const webOnly = (overrides = {}) =>
  line({ onlineStock: true, availableSdd: [], hasOverallStock: true, ...overrides });
const storeOnly = (overrides = {}) =>
  line({ onlineStock: false, availableSdd: ['s1'], hasOverallStock: true, ...overrides });

describe('selectBestCart (spec 2, 4.7)', () => {
  it('removes the cheaper group A and turns same-day delivery on', () => {
    const a = webOnly({ entryNumber: 1, price: 10 });
    const b = storeOnly({ entryNumber: 2, price: 50 });
    expect(selectBestCart([a, b], ['s1'])).toEqual({
      lines: [b],
      removed: [a],
      removedGroup: 'A',
      sddEnabled: true,
    });
  });

  it('removes the cheaper group B and leaves same-day delivery off', () => {
    const a = webOnly({ entryNumber: 1, price: 10, quantity: 6 });
    const b = storeOnly({ entryNumber: 2, price: 50 });
    const result = selectBestCart([a, b], ['s1']);
    expect(result.removedGroup).toBe('B');
    expect(result.removed).toEqual([b]);
    expect(result.sddEnabled).toBe(false);
  });

  it('removes group B on a tie', () => {
    const result = selectBestCart([webOnly({ price: 20 }), storeOnly({ price: 20 })], ['s1']);
    expect(result.removedGroup).toBe('B');
  });

  it('removes nothing when only one group exists', () => {
    const lines = [webOnly(), storeOnly({ availableSdd: ['s9'] })];
    expect(selectBestCart(lines, ['s1'])).toEqual({
      lines,
      removed: [],
      removedGroup: null,
      sddEnabled: false,
    });
  });

  it('never removes gifts, which belong to no group', () => {
    const gift = webOnly({ entryNumber: 3, isGift: true, price: 0 });
    const result = selectBestCart([webOnly({ price: 1 }), storeOnly({ price: 99 }), gift], ['s1']);
    expect(result.lines).toContain(gift);
  });

  it('property: removes exactly one whole group, the cheaper, only when both exist', () => {
    fc.assert(
      fc.property(bagLinesArb(), fc.subarray([...STORES]), (lines, stores) => {
        const set = new Set(stores);
        const groupA = lines.filter((l) => isBestCartGroupA(l, set));
        const groupB = lines.filter((l) => isBestCartGroupB(l, set));
        const result = selectBestCart(lines, stores);
        expect([...result.lines, ...result.removed]).toHaveLength(lines.length);
        if (groupA.length === 0 || groupB.length === 0) {
          expect(result.removedGroup).toBeNull();
          expect(result.removed).toEqual([]);
          expect(result.lines).toEqual(lines);
        } else {
          const expected = lineTotal(groupA) < lineTotal(groupB) ? 'A' : 'B';
          expect(result.removedGroup).toBe(expected);
          expect(result.removed).toEqual(expected === 'A' ? groupA : groupB);
          expect(result.lines).toEqual(lines.filter((l) => !result.removed.includes(l)));
        }
        expect(result.sddEnabled).toBe(result.removedGroup === 'A');
        for (const gift of lines.filter((l) => l.isGift)) expect(result.lines).toContain(gift);
      }),
    );
  });
});
