// The listing's fast paths (filterProducts' plain loops, sortProducts' keyed radix sort from
// KEYED_SORT_FROM products on) against the plainest implementation of the same rules: the
// one they replaced, a callback filter and a comparator sort. Lists run past
// KEYED_SORT_FROM so both of sortProducts' paths are drawn.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  FILTER_GROUPS,
  filterProducts,
  productMatchesFilters,
  type CategoryFilters,
  type FilterGroup,
} from './filter-products.js';
import { pageCount, pageOf } from './page-of.js';
import {
  KEYED_SORT_FROM,
  LISTING_ORDERS,
  sortProducts,
  type ListingOrder,
} from './sort-products.js';

interface Product {
  id: number;
  novelty?: boolean;
  pricing: { price: number };
  classifications: Partial<Record<FilterGroup, string[]>>;
}

function referenceFilter(products: Product[], filters: CategoryFilters): Product[] {
  return products.filter((product) => {
    const groupsMatch = FILTER_GROUPS.every((group) => {
      const selected = filters[group];
      if (!selected || selected.length === 0) return true;
      const values = product.classifications[group];
      return values !== undefined && values.some((value) => selected.includes(value));
    });
    const ranges = filters.price;
    const price = product.pricing.price;
    const priceMatches =
      !ranges || ranges.length === 0 || ranges.some((r) => price >= r.min && price <= r.max);
    return groupsMatch && priceMatches;
  });
}

function referenceSort(products: Product[], order: ListingOrder): Product[] {
  const copy = [...products];
  switch (order) {
    case 'selection':
      return copy;
    case 'highestPrice':
      return copy.sort((a, b) => b.pricing.price - a.pricing.price);
    case 'lowestPrice':
      return copy.sort((a, b) => a.pricing.price - b.pricing.price);
    case 'novelties':
      return [...copy.filter((p) => p.novelty === true), ...copy.filter((p) => p.novelty !== true)];
  }
}

// Few distinct prices and values, so ties and matches are common; -0 beside 0 and the
// infinities, which a comparator sort holds equal to themselves.
const price = fc.oneof(
  fc.integer({ min: 0, max: 30 }),
  fc.double({ min: -1e6, max: 1e6, noNaN: true }),
  fc.constantFrom(0, -0, 19.95, Infinity, -Infinity),
);
const value = fc.constantFrom('a', 'b', 'c');
const classifications = fc.dictionary(
  fc.constantFrom(...FILTER_GROUPS),
  fc.array(value, { maxLength: 2 }),
  { maxKeys: 3 },
) as fc.Arbitrary<Partial<Record<FilterGroup, string[]>>>;
const productsOf = (prices: fc.Arbitrary<number>, minLength: number) =>
  fc
    .array(
      fc.record(
        { pricing: fc.record({ price: prices }), classifications, novelty: fc.boolean() },
        { requiredKeys: ['pricing', 'classifications'] },
      ),
      { minLength, maxLength: minLength + 700 },
    )
    .map((list) => list.map((product, id) => ({ id, ...product }) as Product));
const range = fc
  .tuple(fc.integer({ min: -5, max: 35 }), fc.integer({ min: -5, max: 35 }))
  .map(([a, b]) => ({
    id: `${a}-${b}`,
    name: `${a}-${b}`,
    min: Math.min(a, b),
    max: Math.max(a, b),
  }));
const filters = fc
  .record({
    groups: fc.dictionary(fc.constantFrom(...FILTER_GROUPS), fc.array(value, { maxLength: 2 }), {
      maxKeys: 2,
    }),
    price: fc.option(fc.array(range, { maxLength: 2 }), { nil: undefined }),
  })
  .map(({ groups, price }) => ({ ...groups, ...(price ? { price } : {}) }) as CategoryFilters);
const order = fc.constantFrom(...LISTING_ORDERS);
const ids = (products: Product[]) => products.map((product) => product.id);

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
