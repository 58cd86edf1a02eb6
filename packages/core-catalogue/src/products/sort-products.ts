import type { FilterableProduct } from './filter-products.js';
import { stableOrderByKey } from './stable-order.js';

export const LISTING_ORDERS = ['selection', 'highestPrice', 'lowestPrice', 'novelties'] as const;
export type ListingOrder = (typeof LISTING_ORDERS)[number];

/** Stable and non-mutating; 'selection' is the merchandiser's order, as given. */
export function sortProducts<P extends FilterableProduct & { novelty?: boolean }>(
  products: P[],
  order: ListingOrder,
): P[] {
  switch (order) {
    case 'selection':
      return [...products];
    case 'highestPrice':
      return byPrice(products, 'highestPrice');
    case 'lowestPrice':
      return byPrice(products, 'lowestPrice');
    case 'novelties':
      return noveltiesFirst(products);
  }
}

/**
 * Below this many products the comparator sort is the faster one: the radix sort's fixed
 * cost (six passes over 2,048 buckets) is about 20 µs, what the comparator sort spends on
 * some 300 products (measured: 256 products 25 µs against 33 µs, 512 products 57 µs against
 * 45 µs).
 */
export const KEYED_SORT_FROM = 512;

/**
 * By price, ties in input order. Each price is read once into a key (the direction folded
 * in) and the order is computed on the keys alone (stable-order.ts), instead of a comparator
 * that follows two products' pointers on each of its n log n calls. A NaN price has no place
 * in a numeric order (the comparator sort gave it an engine-defined one) and a missing
 * product no price: such a list keeps the comparator sort, so the result never changes.
 */
function byPrice<P extends FilterableProduct>(
  products: P[],
  order: 'highestPrice' | 'lowestPrice',
): P[] {
  const n = products.length;
  if (n < KEYED_SORT_FROM) return comparatorSort(products, order);
  const direction = order === 'highestPrice' ? -1 : 1;
  const keys = new Float64Array(n);
  for (let i = 0; i < n; i += 1) {
    const product = products[i];
    if (product === undefined) return comparatorSort(products, order);
    const price = product.pricing.price;
    if (Number.isNaN(price)) return comparatorSort(products, order);
    // + 0 folds -0 into 0: the comparator saw them as equal, so they keep input order.
    keys[i] = direction * price + 0;
  }
  const positions = stableOrderByKey(keys);
  const sorted = new Array<P>(n);
  for (let i = 0; i < n; i += 1) sorted[i] = products[positions[i]!]!;
  return sorted;
}

/** The reference order, kept for the lists the key order cannot take. */
function comparatorSort<P extends FilterableProduct>(
  products: P[],
  order: 'highestPrice' | 'lowestPrice',
): P[] {
  const copy = [...products];
  return order === 'highestPrice'
    ? copy.sort((a, b) => b.pricing.price - a.pricing.price)
    : copy.sort((a, b) => a.pricing.price - b.pricing.price);
}

/** Novelties first, then the others, each in input order. */
function noveltiesFirst<P extends { novelty?: boolean }>(products: P[]): P[] {
  const novelties: P[] = [];
  const others: P[] = [];
  for (let i = 0; i < products.length; i += 1) {
    const product = products[i]!;
    if (product.novelty === true) novelties.push(product);
    else others.push(product);
  }
  for (let i = 0; i < others.length; i += 1) novelties.push(others[i]!);
  return novelties;
}
