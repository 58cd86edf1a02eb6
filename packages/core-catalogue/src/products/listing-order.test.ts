import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pageOf, pagesUpTo, REQUESTED_PAGE_DOES_NOT_EXIST } from './page-of.js';
import { LISTING_ORDERS, sortProducts } from './sort-products.js';

const product = fc.record(
  {
    id: fc.uuid(),
    pricing: fc.record({ price: fc.integer({ min: 0, max: 50 }) }),
    classifications: fc.constant({}),
    novelty: fc.boolean(),
  },
  { requiredKeys: ['id', 'pricing', 'classifications'] },
);

describe('sortProducts', () => {
  it('returns a permutation of its input and never mutates it', () => {
    fc.assert(
      fc.property(fc.array(product), fc.constantFrom(...LISTING_ORDERS), (products, order) => {
        const copy = [...products];
        const sorted = sortProducts(products, order);
        expect(products).toEqual(copy);
        expect([...sorted].sort((a, b) => a.id.localeCompare(b.id))).toEqual(
          [...products].sort((a, b) => a.id.localeCompare(b.id)),
        );
      }),
    );
  });

  it('holds its order, stably', () => {
    fc.assert(
      fc.property(fc.array(product), fc.constantFrom(...LISTING_ORDERS), (products, order) => {
        const sorted = sortProducts(products, order);
        const key = (p: (typeof products)[number]): number =>
          order === 'highestPrice'
            ? -p.pricing.price
            : order === 'lowestPrice'
              ? p.pricing.price
              : order === 'novelties'
                ? p.novelty === true
                  ? 0
                  : 1
                : 0;
        for (let i = 1; i < sorted.length; i += 1) {
          const a = sorted[i - 1]!;
          const b = sorted[i]!;
          expect(key(a)).toBeLessThanOrEqual(key(b));
          if (key(a) === key(b)) expect(products.indexOf(a)).toBeLessThan(products.indexOf(b));
        }
      }),
    );
  });

  it('examples', () => {
    const a = { id: 'a', pricing: { price: 10 }, classifications: {}, novelty: false };
    const b = { id: 'b', pricing: { price: 30 }, classifications: {}, novelty: true };
    const c = { id: 'c', pricing: { price: 20 }, classifications: {} };
    expect(sortProducts([a, b, c], 'selection').map((p) => p.id)).toEqual(['a', 'b', 'c']);
    expect(sortProducts([a, b, c], 'highestPrice').map((p) => p.id)).toEqual(['b', 'c', 'a']);
    expect(sortProducts([a, b, c], 'lowestPrice').map((p) => p.id)).toEqual(['a', 'c', 'b']);
    expect(sortProducts([a, b, c], 'novelties').map((p) => p.id)).toEqual(['b', 'a', 'c']);
  });
});

describe('pageOf', () => {
  it('pages concatenate to the list', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer({ min: 1, max: 10 }), (items, size) => {
        const pages = Math.max(1, Math.ceil(items.length / size));
        const all = Array.from({ length: pages }, (_, page) => pageOf(items, page, size)).flat();
        expect(all).toEqual(items);
        expect(pagesUpTo(items, pages - 1, size)).toEqual(items);
        for (let page = 0; page < pages; page += 1) {
          const slice = pageOf(items, page, size);
          if (items.length > 0) expect(slice.length).toBeGreaterThan(0);
          expect(slice.length).toBeLessThanOrEqual(size);
        }
      }),
    );
  });

  it("throws 'Requested page does not exist' past the last page or for negative pages", () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer()),
        fc.integer({ min: 1, max: 10 }),
        fc.nat(5),
        (items, size, extra) => {
          const pages = Math.max(1, Math.ceil(items.length / size));
          expect(() => pageOf(items, pages + extra, size)).toThrow(REQUESTED_PAGE_DOES_NOT_EXIST);
          expect(() => pageOf(items, -1 - extra, size)).toThrow(REQUESTED_PAGE_DOES_NOT_EXIST);
        },
      ),
    );
  });

  it('has an empty page 0 for an empty list and rejects bad page sizes', () => {
    expect(pageOf([], 0, 5)).toEqual([]);
    expect(() => pageOf([], 1, 5)).toThrow('Requested page does not exist');
    expect(() => pageOf([1], 0.5, 5)).toThrow('Requested page does not exist');
    expect(() => pageOf([1], 0, 0)).toThrow(RangeError);
    expect(() => pageOf([1], 0, 1.5)).toThrow(RangeError);
    expect(() => pageOf([1], 0, -2)).toThrow(RangeError);
  });
});
