import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { toHundredths } from '@atelier/core-catalogue';
import { countProducts, entriesTotal, entryTotal, lineTotal } from './bag-totals.js';
import { bagLinesArb, line } from '../../test/arbitraries.js';
import { bag, entry } from '../../test/entries.js';
import type { CartEntry } from '../entities/cart-entry.schema.js';
import { bagLines } from '../lines/entry-line.js';

describe('bag totals', () => {
  it('sums price x quantity without gifts, exactly on cents', () => {
    const lines = [
      line({ price: 0.1, quantity: 3 }),
      line({ price: 0.2, quantity: 1 }),
      line({ price: 99, quantity: 2, isGift: true }),
    ];
    expect(lineTotal(lines)).toBe(0.5);
  });

  it('counts quantities without gifts or toussis', () => {
    const lines = [
      line({ quantity: 2 }),
      line({ quantity: 1, isToussi: true }),
      line({ isGift: true }),
    ];
    expect(countProducts(lines)).toBe(2);
  });
});

describe('bag totals properties (docs/product/bag.md §3.7)', () => {
  it('property: gifts change neither the total nor the count; toussis not the count', () => {
    fc.assert(
      fc.property(bagLinesArb(), (lines) => {
        const chosen = lines.filter((l) => !l.isGift);
        expect(lineTotal(lines)).toBe(lineTotal(chosen));
        expect(lineTotal(lines.filter((l) => l.isGift))).toBe(0);
        const counted = chosen.filter((l) => !l.isToussi);
        expect(countProducts(lines)).toBe(counted.reduce((sum, l) => sum + l.quantity, 0));
      }),
    );
  });

  it('property: totals add up over any split of the bag, in any order, without float drift', () => {
    fc.assert(
      fc.property(bagLinesArb(), fc.nat(), (lines, cut) => {
        const at = cut % (lines.length + 1);
        const [head, tail] = [lines.slice(0, at), lines.slice(at)];
        const cents = toHundredths;
        expect(cents(lineTotal(lines))).toBe(cents(lineTotal(head)) + cents(lineTotal(tail)));
        expect(lineTotal([...tail, ...head])).toBe(lineTotal(lines));
        expect(countProducts(lines)).toBe(countProducts(head) + countProducts(tail));
        // Whole cents: a total never shows a fraction of a cent.
        expect(Number.isInteger(cents(lineTotal(lines)))).toBe(true);
        expect(Math.abs(lineTotal(lines) * 100 - cents(lineTotal(lines)))).toBeLessThan(1e-6);
      }),
    );
  });

  it('property: one more unit of a chosen line adds exactly its price', () => {
    fc.assert(
      fc.property(bagLinesArb(), fc.nat(), (lines, pick) => {
        const chosen = lines.filter((line) => !line.isGift);
        fc.pre(chosen.length > 0);
        const line = chosen[pick % chosen.length]!;
        const more = lines.map((l) => (l === line ? { ...l, quantity: l.quantity + 1 } : l));
        expect(toHundredths(lineTotal(more)) - toHundredths(lineTotal(lines))).toBe(
          toHundredths(line.price),
        );
      }),
    );
  });
});

describe("entry totals: the back-end's line total when it gives one (issue 33)", () => {
  const priced = (price: number, quantity: number, extra: Partial<CartEntry> = {}): CartEntry => ({
    ...entry({ price, quantity }),
    ...extra,
  });

  it("takes the back-end's line total over price x quantity, and gifts are free", () => {
    expect(entryTotal(priced(137, 2, { totalPrice: { value: 246.6, currency: 'USD' } }))).toBe(
      246.6,
    );
    expect(entryTotal(priced(0.1, 3))).toBe(0.3);
    expect(
      entryTotal(priced(99, 1, { isGift: true, totalPrice: { value: 99, currency: 'EUR' } })),
    ).toBe(0);
    expect(
      entriesTotal([
        priced(137, 2, { totalPrice: { value: 246.6, currency: 'USD' } }),
        priced(0.1, 3),
      ]),
    ).toBe(246.9);
  });

  it('property: without line totals the entries sum as their lines do', () => {
    fc.assert(
      fc.property(bagLinesArb(), (lines) => {
        const entries = lines.map((l) =>
          entry({
            entryNumber: l.entryNumber,
            price: l.price,
            quantity: l.quantity,
            isGift: l.isGift,
          }),
        );
        expect(entriesTotal(entries)).toBe(lineTotal(bagLines(bag(entries))));
      }),
    );
  });
});
