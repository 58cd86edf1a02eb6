import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartEntry } from '../entities/cart-entry.schema.js';
import { linesWithoutEngraving } from './engraving-availability.js';

const entry = (n: number, id: string, text: string | null, size: string | null = null) => ({
  entryNumber: n,
  product: { id } as CartEntry['product'],
  size: size ? { code: size } : null,
  engravingOptions: text === null ? null : { engravingText: text },
});

describe('engraved lines the workshop cannot engrave now (docs/product/product.md §2.5)', () => {
  it('marks the engraved lines of a listed product or size, never a plain line', () => {
    const entries = [entry(0, 'a', 'Ana'), entry(1, 'a', null), entry(2, 'r', 'Luis', 'r-12')];
    expect(linesWithoutEngraving(entries, ['a', 'r-12'])).toEqual([0, 2]);
    expect(linesWithoutEngraving(entries, undefined)).toEqual([]);
  });

  it('property: only engraved lines of listed products are marked, and all of them', () => {
    const arbEntry = fc.record({
      id: fc.constantFrom('a', 'b', 'c'),
      text: fc.option(fc.constantFrom('x', 'y'), { nil: null }),
    });
    fc.assert(
      fc.property(
        fc.array(arbEntry, { maxLength: 8 }),
        fc.subarray(['a', 'b', 'c']),
        (list, listed) => {
          const entries = list.map((e, i) => entry(i, e.id, e.text));
          const marked = linesWithoutEngraving(entries, listed);
          const expected = entries
            .filter((e) => e.engravingOptions !== null && listed.includes(e.product.id))
            .map((e) => e.entryNumber);
          return JSON.stringify(marked) === JSON.stringify(expected);
        },
      ),
    );
  });
});
