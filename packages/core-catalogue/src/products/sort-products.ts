import type { FilterableProduct } from './filter-products.js';

export const LISTING_ORDERS = ['selection', 'highestPrice', 'lowestPrice', 'novelties'] as const;
export type ListingOrder = (typeof LISTING_ORDERS)[number];

/** Stable and non-mutating; 'selection' is the merchandiser's order, as given. */
export function sortProducts<P extends FilterableProduct & { novelty?: boolean }>(
  products: P[],
  order: ListingOrder,
): P[] {
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
