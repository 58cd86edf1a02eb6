import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { stableOrderByKey } from './stable-order.js';

// Keys as prices are and as they are not: repeated values (ties), both signs, zero, the
// infinities, subnormals and the largest magnitudes, where the sign and exponent bits of the
// radix sort's high word decide the order. No NaN and no -0: the caller keeps them out.
const key = fc.oneof(
  fc.integer({ min: -20, max: 20 }),
  fc.double({ noNaN: true }).map((value) => value + 0),
  fc.constantFrom(0, 9.95, Infinity, -Infinity, 5e-324, -5e-324, Number.MAX_VALUE),
);

/** The order the radix sort must give: indices by key, ties by index. */
function referenceOrder(keys: number[]): number[] {
  return keys
    .map((_, index) => index)
    .sort((a, b) => (keys[a]! < keys[b]! ? -1 : keys[a]! > keys[b]! ? 1 : a - b));
}

describe('stableOrderByKey', () => {
  it('orders ascending, equal keys in index order, like a comparator sort of indices', () => {
    fc.assert(
      fc.property(fc.array(key, { maxLength: 3000 }), (keys) => {
        const positions = stableOrderByKey(Float64Array.from(keys));
        expect([...positions]).toEqual(referenceOrder(keys));
      }),
      { numRuns: 200 },
    );
  });

  it('reads its keys from an offset into a larger buffer without looking outside them', () => {
    fc.assert(
      fc.property(fc.array(key, { minLength: 1, maxLength: 200 }), fc.nat(8), (keys, offset) => {
        const buffer = new Float64Array(offset + keys.length + 3).fill(-Infinity);
        buffer.set(keys, offset);
        const view = buffer.subarray(offset, offset + keys.length);
        expect([...stableOrderByKey(view)]).toEqual(referenceOrder(keys));
      }),
    );
  });

  it('examples: ties keep index order, negatives come first', () => {
    expect([...stableOrderByKey(Float64Array.from([3, -1, 3, 0, -Infinity, 2.5]))]).toEqual([
      4, 1, 3, 5, 0, 2,
    ]);
    expect([...stableOrderByKey(new Float64Array(0))]).toEqual([]);
  });
});
