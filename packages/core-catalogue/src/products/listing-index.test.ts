// listingIndex and indexedListing against the plainest implementation of the listing: a
// callback filter, a comparator sort and a slice
// (docs/adr/0059-a-catalogue-indexed-once-for-its-listings.md). One index serves many selections,
// so each case lists the same index several times, and a list changed after indexing is
// indexed again.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { filterProducts, type CategoryFilters } from './filter-products.js';
import { indexedListing, listingIndex } from './listing-index.js';
import { pageCount, pageOf } from './page-of.js';
import { KEYED_SORT_FROM, LISTING_ORDERS } from './sort-products.js';
import {
  type Product,
  price,
  productsOf,
  filters,
  order,
  ids,
  referenceFilter,
  referenceSort,
} from '../../test/listing-reference.js';

const selection = fc.tuple(filters, order);

describe('indexedListing against the reference listing', () => {
  it('lists what filter and sort list, for every selection asked of one index', () => {
    fc.assert(
      fc.property(
        fc.oneof(productsOf(price, 0), productsOf(price, KEYED_SORT_FROM)),
        fc.array(selection, { minLength: 1, maxLength: 6 }),
        (products, selections) => {
          const before = ids(products);
          const index = listingIndex(products);
          for (const [f, o] of selections) {
            const expected = referenceSort(referenceFilter(products, f), o);
            expect(ids(indexedListing(index, f, o))).toEqual(ids(expected));
          }
          expect(ids(products)).toEqual(before);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('gives the reference page of 48, the bench and the storefront path', () => {
    fc.assert(
      fc.property(
        productsOf(price, KEYED_SORT_FROM),
        filters,
        order,
        fc.nat(),
        (products, f, o, pick) => {
          const expected = referenceSort(referenceFilter(products, f), o);
          const page = pick % Math.max(pageCount(expected.length, 48), 1);
          const got = pageOf(indexedListing(listingIndex(products), f, o), page, 48);
          expect(ids(got)).toEqual(ids(expected.slice(page * 48, (page + 1) * 48)));
        },
      ),
      { numRuns: 100 },
    );
  });

  it('with NaN prices and sparse lists, lists what filter and sort list', () => {
    fc.assert(
      fc.property(
        productsOf(fc.oneof(price, fc.constant(Number.NaN)), 0),
        fc.array(selection, { minLength: 1, maxLength: 4 }),
        fc.nat(),
        (products, selections, seed) => {
          const sparse = [...products];
          for (let i = seed % 4; i < sparse.length; i += 4) delete sparse[i];
          const index = listingIndex(sparse);
          for (const [f, o] of selections) {
            const expected = referenceSort(referenceFilter(sparse, f), o);
            expect(ids(indexedListing(index, f, o))).toEqual(ids(expected));
          }
        },
      ),
      { numRuns: 100 },
    );
  });

  it('is a snapshot: the list reused and changed after indexing is listed right by a new index', () => {
    fc.assert(
      fc.property(
        productsOf(price, 0),
        productsOf(price, 0),
        selection,
        (products, more, [f, o]) => {
          const old = listingIndex(products);
          const expectedOld = ids(referenceSort(referenceFilter(products, f), o));
          // The caller's array reused: products replaced, added and repriced in place.
          const reused = products;
          reused.splice(0, Math.min(3, reused.length), ...more.slice(0, 5));
          reused.push(...more.slice(5));
          if (reused.length > 0) reused[0] = { ...reused[0]!, pricing: { price: 7 } };
          expect(ids(indexedListing(old, f, o))).toEqual(expectedOld);
          const expected = referenceSort(referenceFilter(reused, f), o);
          expect(ids(indexedListing(listingIndex(reused), f, o))).toEqual(ids(expected));
        },
      ),
      { numRuns: 100 },
    );
  });

  it('lists through filter and sort a list the columns cannot stand for, with the same result', () => {
    const products = [
      { id: 1, pricing: { price: 5 }, classifications: { material: ['gold'] } },
      { id: 2, pricing: { price: '3' }, classifications: { material: ['gold'] } },
      { id: 3, pricing: { price: 4 }, classifications: { material: 'gold' } },
    ] as unknown as Product[];
    const index = listingIndex(products);
    expect(index.columns).toBeUndefined();
    for (const o of LISTING_ORDERS) {
      const f: CategoryFilters = { price: [{ id: 'a', name: 'a', min: 0, max: 4.5 }] };
      expect(ids(indexedListing(index, f, o))).toEqual(
        ids(referenceSort(referenceFilter(products, f), o)),
      );
    }
  });

  // filterProducts compares with === (the reference's includes would match NaN).
  it('a NaN value matches no selection, as in filterProducts', () => {
    const products = [
      { id: 0, pricing: { price: 1 }, classifications: { material: [Number.NaN] } },
    ] as unknown as Product[];
    const f = { material: [Number.NaN] } as unknown as CategoryFilters;
    expect(ids(indexedListing(listingIndex(products), f, 'selection'))).toEqual(
      ids(filterProducts(products, f)),
    );
    expect(ids(filterProducts(products, f))).toEqual([]);
  });

  it('examples: ranges that overlap list a product once, by price either way', () => {
    const products: Product[] = [10, 5, 20, 5, 15].map((p, id) => ({
      id,
      pricing: { price: p },
      classifications: { material: id % 2 === 0 ? ['gold'] : ['silver', 'gold'] },
    }));
    const index = listingIndex(products);
    const price: CategoryFilters['price'] = [
      { id: 'a', name: 'a', min: 5, max: 12 },
      { id: 'b', name: 'b', min: 9, max: 16 },
    ];
    expect(ids(indexedListing(index, { price }, 'lowestPrice'))).toEqual([1, 3, 0, 4]);
    expect(ids(indexedListing(index, { price }, 'highestPrice'))).toEqual([4, 0, 1, 3]);
    expect(ids(indexedListing(index, { material: ['silver'], price }, 'selection'))).toEqual([
      1, 3,
    ]);
  });
});
