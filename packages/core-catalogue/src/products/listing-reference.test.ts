// The listing's fast paths (filterProducts' plain loops, sortProducts' keyed radix sort from
// KEYED_SORT_FROM products on) against the plainest implementation of the same rules: the
// one they replaced, a callback filter and a comparator sort. Lists run past
// KEYED_SORT_FROM so both of sortProducts' paths are drawn.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterProducts, productMatchesFilters } from './filter-products.js';
import { pageCount, pageOf } from './page-of.js';
import { KEYED_SORT_FROM, sortProducts, type ListingOrder } from './sort-products.js';
import {
  price,
  productsOf,
  filters,
  order,
  ids,
  referenceFilter,
  referenceSort,
} from '../../test/listing-reference.js';

describe('the listing against its reference implementation', () => {
  it('sortProducts gives the comparator sort order, short lists and long ones', () => {
    fc.assert(
      fc.property(
        fc.oneof(productsOf(price, 0), productsOf(price, KEYED_SORT_FROM)),
        order,
        (products, o) => {
          expect(ids(sortProducts(products, o))).toEqual(ids(referenceSort(products, o)));
        },
      ),
      { numRuns: 150 },
    );
  });

  it('a NaN price leaves the list to the comparator sort, whatever order it gives', () => {
    fc.assert(
      fc.property(
        productsOf(fc.oneof(price, fc.constant(Number.NaN)), KEYED_SORT_FROM),
        fc.constantFrom<ListingOrder>('lowestPrice', 'highestPrice'),
        (products, o) => {
          expect(ids(sortProducts(products, o))).toEqual(ids(referenceSort(products, o)));
        },
      ),
      { numRuns: 40 },
    );
  });

  it('productMatchesFilters keeps exactly the products the reference filter keeps', () => {
    fc.assert(
      fc.property(productsOf(price, 0), filters, (products, f) => {
        const kept = new Set(ids(referenceFilter(products, f)));
        for (const product of products)
          expect(productMatchesFilters(product, f)).toBe(kept.has(product.id));
      }),
      { numRuns: 150 },
    );
  });

  it('filterProducts skips the holes of a sparse list, as Array.prototype.filter does', () => {
    fc.assert(
      fc.property(productsOf(price, 0), filters, fc.nat(), (products, f, seed) => {
        const sparse = [...products];
        for (let i = seed % 3; i < sparse.length; i += 3) delete sparse[i];
        expect(ids(filterProducts(sparse, f))).toEqual(ids(referenceFilter(sparse, f)));
      }),
      { numRuns: 60 },
    );
  });

  it('filter, sort and page give the reference page, and never touch their input', () => {
    fc.assert(
      fc.property(
        productsOf(price, KEYED_SORT_FROM),
        filters,
        order,
        fc.integer({ min: 1, max: 60 }),
        fc.nat(),
        (products, f, o, size, pick) => {
          const before = ids(products);
          const expected = referenceSort(referenceFilter(products, f), o);
          const page = pick % Math.max(pageCount(expected.length, size), 1);
          const got = pageOf(sortProducts(filterProducts(products, f), o), page, size);
          expect(ids(got)).toEqual(ids(pageOf(expected, page, size)));
          expect(ids(products)).toEqual(before);
        },
      ),
      { numRuns: 150 },
    );
  });
});
