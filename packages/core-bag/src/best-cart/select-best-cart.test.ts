import fc from 'fast-check';
import { toHundredths } from '@atelier/core-catalogue';
import { describe, expect, it } from 'vitest';
import { bagLinesArb, line, STORES } from '../../test/arbitraries.js';
import type { BagLine } from '../lines/bag-line.js';
import { selectBestCart } from './select-best-cart.js';

const webOnly = (overrides = {}) =>
  line({ onlineStock: true, availableSdd: [], hasOverallStock: true, ...overrides });
const storeOnly = (overrides = {}) =>
  line({ onlineStock: false, availableSdd: ['s1'], hasOverallStock: true, ...overrides });

// The oracle, from docs/product/shipping.md §5 and nothing in select-best-cart.ts. Group A ships
// only from the web and cannot reach the postal code the same day; group B only a nearby store can
// serve, the same day. A bag holding both cannot travel together. Of every subset of lines
// the shop could remove, the best keeps a bag that can travel together and is worth the most
// (price x quantity of the non-gift lines, in cents); on a tie it keeps web delivery (group
// A), then removes as few lines as possible.
function bruteForceBestCart(lines: BagLine[], stores: string[]) {
  const sameDay = (line: BagLine) => line.availableSdd.some((id) => stores.includes(id));
  const inA = (line: BagLine) => !line.isGift && line.onlineStock && !sameDay(line);
  const inB = (line: BagLine) =>
    !line.isGift && !line.onlineStock && line.hasOverallStock && sameDay(line);
  const cents = (kept: BagLine[]) =>
    kept
      .filter((line) => !line.isGift)
      .reduce((sum, line) => sum + toHundredths(line.price) * line.quantity, 0);
  let best: { removed: BagLine[]; value: number; keepsA: boolean } | null = null;
  for (let mask = 0; mask < 2 ** lines.length; mask += 1) {
    const removed = lines.filter((_, i) => (mask & (1 << i)) !== 0);
    // Gifts are never taken out.
    if (removed.some((line) => line.isGift)) continue;
    const kept = lines.filter((_, i) => (mask & (1 << i)) === 0);
    if (kept.some(inA) && kept.some(inB)) continue;
    const candidate = { removed, value: cents(kept), keepsA: kept.some(inA) };
    const better =
      best === null ||
      candidate.value > best.value ||
      (candidate.value === best.value && candidate.keepsA && !best.keepsA) ||
      (candidate.value === best.value &&
        candidate.keepsA === best.keepsA &&
        candidate.removed.length < best.removed.length);
    if (better) best = candidate;
  }
  const removed = best?.removed ?? [];
  const removedGroup = removed.length === 0 ? null : removed.every(inA) ? 'A' : 'B';
  return { removed, removedGroup, sddEnabled: removedGroup === 'A' };
}

describe('selectBestCart (docs/product/shipping.md §5)', () => {
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

  it('property: agrees with a brute-force best cart over every subset of lines', () => {
    fc.assert(
      fc.property(bagLinesArb(10), fc.subarray([...STORES]), (lines, stores) => {
        const best = bruteForceBestCart(lines, stores);
        const result = selectBestCart(lines, stores);
        expect(result.removed).toEqual(best.removed);
        expect(result.lines).toEqual(lines.filter((line) => !best.removed.includes(line)));
        expect(result.removedGroup).toBe(best.removedGroup);
        expect(result.sddEnabled).toBe(best.sddEnabled);
      }),
      { numRuns: 300 },
    );
  });
});
