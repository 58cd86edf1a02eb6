import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { giftLineChanges, giftProductsDue, type GiftOffer } from './gift-lines.js';

const offers: GiftOffer[] = [
  { promotion: 'GWP_100', thresholdMinor: 10_000, giftProduct: 'charm' },
  { promotion: 'GWP_200', thresholdMinor: 20_000, giftProduct: 'pouch' },
];

const offerArb = fc.record({
  promotion: fc.string({ maxLength: 8 }),
  thresholdMinor: fc.nat({ max: 100_000 }),
  giftProduct: fc.constantFrom('a', 'b', 'c', 'd'),
});
const productsArb = fc.array(fc.constantFrom<string>('a', 'b', 'c', 'd', 'e'), { maxLength: 8 });

describe('gift lines (docs/product/bag.md §3)', () => {
  it('gives each gift whose threshold the bag reaches, once', () => {
    expect(giftProductsDue(offers, 9_999)).toEqual([]);
    expect(giftProductsDue(offers, 10_000)).toEqual(['charm']);
    expect(giftProductsDue(offers, 23_190)).toEqual(['charm', 'pouch']);
  });

  it('adds the missing gift and removes the one no longer due', () => {
    expect(giftLineChanges(['charm', 'pouch'], ['charm'])).toEqual({
      add: [],
      remove: ['pouch'],
    });
    expect(giftLineChanges([], ['charm'])).toEqual({ add: ['charm'], remove: [] });
  });

  it('a bag that reaches more never loses a gift', () => {
    fc.assert(
      fc.property(fc.array(offerArb), fc.nat({ max: 100_000 }), fc.nat(), (list, net, more) => {
        const before = giftProductsDue(list, net);
        const after = giftProductsDue(list, net + more);
        expect(before.every((product) => after.includes(product))).toBe(true);
      }),
    );
  });

  it('due gifts are distinct and each has an offer the bag reached', () => {
    fc.assert(
      fc.property(fc.array(offerArb), fc.nat({ max: 100_000 }), (list, net) => {
        const due = giftProductsDue(list, net);
        expect(new Set(due).size).toBe(due.length);
        for (const product of due)
          expect(list.some((o) => o.giftProduct === product && o.thresholdMinor <= net)).toBe(true);
      }),
    );
  });

  it('applying the changes leaves exactly the due gifts, each once', () => {
    fc.assert(
      fc.property(productsArb, productsArb, (present, wanted) => {
        const due = [...new Set(wanted)];
        const { add, remove } = giftLineChanges(present, due);
        const after = [...present];
        for (const product of remove) after.splice(after.indexOf(product), 1);
        after.push(...add);
        expect([...after].sort()).toEqual([...due].sort());
      }),
    );
  });
});
