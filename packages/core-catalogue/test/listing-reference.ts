// The plainest implementation of the category listing (a callback filter, a comparator
// sort) and the catalogues and selections drawn for it, shared by the property tests that
// hold the listing's fast paths to it: filterProducts and sortProducts
// (src/products/listing-reference.test.ts) and the catalogue index
// (src/products/listing-index.test.ts).
import fc from 'fast-check';
import {
  FILTER_GROUPS,
  type CategoryFilters,
  type FilterGroup,
} from '../src/products/filter-products.js';
import { LISTING_ORDERS, type ListingOrder } from '../src/products/sort-products.js';

export interface Product {
  id: number;
  novelty?: boolean;
  pricing: { price: number };
  classifications: Partial<Record<FilterGroup, string[]>>;
}

export function referenceFilter(products: Product[], filters: CategoryFilters): Product[] {
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

export function referenceSort(products: Product[], order: ListingOrder): Product[] {
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
export const price = fc.oneof(
  fc.integer({ min: 0, max: 30 }),
  fc.double({ min: -1e6, max: 1e6, noNaN: true }),
  fc.constantFrom(0, -0, 19.95, Infinity, -Infinity),
);
export const value = fc.constantFrom('a', 'b', 'c');
export const classifications = fc.dictionary(
  fc.constantFrom(...FILTER_GROUPS),
  fc.array(value, { maxLength: 2 }),
  { maxKeys: 3 },
) as fc.Arbitrary<Partial<Record<FilterGroup, string[]>>>;
export const productsOf = (prices: fc.Arbitrary<number>, minLength: number) =>
  fc
    .array(
      fc.record(
        { pricing: fc.record({ price: prices }), classifications, novelty: fc.boolean() },
        { requiredKeys: ['pricing', 'classifications'] },
      ),
      { minLength, maxLength: minLength + 700 },
    )
    .map((list) => list.map((product, id) => ({ id, ...product }) as Product));
export const range = fc
  .tuple(fc.integer({ min: -5, max: 35 }), fc.integer({ min: -5, max: 35 }))
  .map(([a, b]) => ({
    id: `${a}-${b}`,
    name: `${a}-${b}`,
    min: Math.min(a, b),
    max: Math.max(a, b),
  }));
export const filters = fc
  .record({
    groups: fc.dictionary(fc.constantFrom(...FILTER_GROUPS), fc.array(value, { maxLength: 2 }), {
      maxKeys: 2,
    }),
    price: fc.option(fc.array(range, { maxLength: 2 }), { nil: undefined }),
  })
  .map(({ groups, price }) => ({ ...groups, ...(price ? { price } : {}) }) as CategoryFilters);
export const order = fc.constantFrom(...LISTING_ORDERS);
export const ids = (products: Product[]) => products.map((product) => product.id);
