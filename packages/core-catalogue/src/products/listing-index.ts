// A catalogue read once into typed columns, so that each listing of it (filter, then order)
// walks small arrays instead of 100k products' objects
// (docs/adr/0059-a-catalogue-indexed-once-for-its-listings.md).
//
// Why an index the caller builds rather than a cache inside filterProducts: arrays and
// products are mutable, and no check cheaper than reading every product again (which is the
// cost the index saves) can tell that one changed. The caller says when a list is final by
// building the index; the index is a snapshot of it from then on.
import {
  filterProducts,
  FILTER_GROUPS,
  valuesOf,
  type CategoryFilters,
  type FilterableProduct,
} from './filter-products.js';
import { sortProducts, type ListingOrder } from './sort-products.js';
import { stableOrderByKey } from './stable-order.js';

type Indexable = FilterableProduct & { novelty?: boolean };

/** Positions (into `items`) of the products holding each value of one group, ascending. */
type Postings = Map<unknown, Uint32Array>;

interface Columns<P> {
  /** The list's products without its holes, in input order: a position is an index here. */
  items: P[];
  /** items[i].pricing.price. */
  prices: Float64Array;
  /** Positions by ascending price, ties in input order; NaN prices left out. */
  ascending: Uint32Array;
  /** prices[ascending[k]], the key a price range is looked up by. */
  ascendingPrices: Float64Array;
  /** Positions by descending price, ties in input order; NaN prices left out. */
  descending: Uint32Array;
  /** Positions of the novelties, then of the others, each in input order. */
  novelties: Uint32Array;
  /** Whether a price is NaN: the comparator sort gives it an engine-defined place. */
  hasNaN: boolean;
  postings: Postings[];
  /** Scratch bitsets over positions, reused by each listing (it calls no outside code). */
  selected: Uint32Array;
  group: Uint32Array;
}

export interface ListingIndex<P extends Indexable = Indexable> {
  /** undefined when the list holds something the columns cannot stand for (see below). */
  readonly columns: Columns<P> | undefined;
  /** The list as it was when indexed, holes kept: what an unindexed listing reads. */
  readonly snapshot: P[];
}

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null;

/**
 * Reads the products once into columns. The index stands for the list as it is now: a
 * product or the array changed afterwards is not seen (build a new index then). A list with
 * a product the columns cannot stand for exactly (not an object, a price that is not a
 * number, classifications that are not an object of arrays) gets an index that lists it
 * through filterProducts and sortProducts, so its results never differ from theirs.
 */
export function listingIndex<P extends Indexable>(products: P[]): ListingIndex<P> {
  const snapshot = products.slice();
  return { columns: columnsOf(snapshot), snapshot };
}

function columnsOf<P extends Indexable>(products: P[]): Columns<P> | undefined {
  const items: P[] = [];
  for (let i = 0; i < products.length; i += 1) {
    const product = products[i];
    if (product === undefined && !(i in products)) continue;
    if (!isObject(product) || !isObject(product.pricing) || !isObject(product.classifications))
      return undefined;
    if (typeof product.pricing.price !== 'number') return undefined;
    items.push(product);
  }
  const n = items.length;
  const prices = new Float64Array(n);
  let hasNaN = false;
  let novelties = 0;
  for (let i = 0; i < n; i += 1) {
    const price = items[i]!.pricing.price;
    prices[i] = price;
    if (Number.isNaN(price)) hasNaN = true;
    if (items[i]!.novelty === true) novelties += 1;
  }
  const postings = postingsOf(items);
  if (postings === undefined) return undefined;
  const { ascending, ascendingPrices, descending } = priceOrders(prices);
  const noveltyOrder = new Uint32Array(n);
  let first = 0;
  let rest = novelties;
  for (let i = 0; i < n; i += 1) {
    if (items[i]!.novelty === true) noveltyOrder[first++] = i;
    else noveltyOrder[rest++] = i;
  }
  const words = (n + 31) >>> 5;
  return {
    items,
    prices,
    ascending,
    ascendingPrices,
    descending,
    novelties: noveltyOrder,
    hasNaN,
    postings,
    selected: new Uint32Array(words),
    group: new Uint32Array(words),
  };
}

/**
 * Each group's values to the positions holding them, read as filterProducts reads them
 * (values[v] for v below length, so a hole in a list of values is the value undefined), in
 * one pass over the products with one named read per group (valuesOf). A NaN value is left
 * out: filterProducts compares with ===, where NaN equals nothing.
 */
function postingsOf(items: Indexable[]): Postings[] | undefined {
  const lists = FILTER_GROUPS.map(() => new Map<unknown, number[]>());
  for (let i = 0; i < items.length; i += 1) {
    const classifications = items[i]!.classifications;
    for (let g = 0; g < FILTER_GROUPS.length; g += 1) {
      const values: unknown = valuesOf(classifications, FILTER_GROUPS[g]!);
      if (values === undefined) continue;
      if (!Array.isArray(values)) return undefined;
      const byValue = lists[g]!;
      for (let v = 0; v < values.length; v += 1) {
        const value: unknown = values[v];
        if (value !== value) continue;
        let list = byValue.get(value);
        if (list === undefined) byValue.set(value, (list = []));
        if (list[list.length - 1] !== i) list.push(i);
      }
    }
  }
  return lists.map((byValue) => {
    const postings: Postings = new Map();
    for (const [value, list] of byValue) postings.set(value, Uint32Array.from(list));
    return postings;
  });
}

/** Both price orders of the non-NaN prices, stable; -0 and 0 equal, as the comparator held. */
function priceOrders(prices: Float64Array) {
  const numbered: number[] = [];
  for (let i = 0; i < prices.length; i += 1) if (!Number.isNaN(prices[i]!)) numbered.push(i);
  const m = numbered.length;
  const keys = new Float64Array(m);
  for (let k = 0; k < m; k += 1) keys[k] = prices[numbered[k]!]! + 0;
  const order = stableOrderByKey(keys);
  const ascending = new Uint32Array(m);
  const ascendingPrices = new Float64Array(m);
  for (let k = 0; k < m; k += 1) {
    ascending[k] = numbered[order[k]!]!;
    ascendingPrices[k] = keys[order[k]!]!;
  }
  // Descending is ascending's runs of equal prices taken from the last, each run kept in
  // input order (reversing the whole order would reverse the ties too).
  const descending = new Uint32Array(m);
  let out = 0;
  let end = m;
  while (end > 0) {
    let start = end - 1;
    while (start > 0 && ascendingPrices[start - 1] === ascendingPrices[end - 1]) start -= 1;
    for (let k = start; k < end; k += 1) descending[out++] = ascending[k]!;
    end = start;
  }
  return { ascending, ascendingPrices, descending };
}

/**
 * `sortProducts(filterProducts(products, filters), order)` for the products the index was
 * built from: the same products in the same order, read from the columns.
 */
export function indexedListing<P extends Indexable>(
  index: ListingIndex<P>,
  filters: CategoryFilters,
  order: ListingOrder,
): P[] {
  const columns = index.columns;
  const byPrice = order === 'lowestPrice' || order === 'highestPrice';
  const ranges = filters.price && filters.price.length > 0 ? filters.price : undefined;
  // A NaN price passes no range; without one, its place is the comparator sort's to decide.
  if (columns === undefined || (byPrice && columns.hasNaN && ranges === undefined))
    return sortProducts(filterProducts(index.snapshot, filters), order);
  const grouped = selectByGroups(columns, filters);
  const { items, prices, selected } = columns;
  const kept: P[] = [];
  const keep = (position: number) => {
    if (!grouped || (selected[position >>> 5]! & (1 << (position & 31))) !== 0)
      kept.push(items[position]!);
  };
  switch (order) {
    case 'lowestPrice':
    case 'highestPrice': {
      const positions = order === 'lowestPrice' ? columns.ascending : columns.descending;
      const m = positions.length;
      if (ranges === undefined) {
        for (let k = 0; k < m; k += 1) keep(positions[k]!);
        return kept;
      }
      // Each range is one run of the ascending prices; descending holds the same runs
      // mirrored, since equal prices stay together in both.
      const runs = priceRuns(columns.ascendingPrices, ranges);
      if (runs === undefined) {
        for (let k = 0; k < m; k += 1) {
          const position = positions[k]!;
          if (inSomeRange(prices[position]!, ranges)) keep(position);
        }
        return kept;
      }
      if (order === 'lowestPrice') {
        for (let r = 0; r < runs.length; r += 2)
          for (let k = runs[r]!; k < runs[r + 1]!; k += 1) keep(positions[k]!);
      } else {
        for (let r = runs.length - 2; r >= 0; r -= 2)
          for (let k = m - runs[r + 1]!; k < m - runs[r]!; k += 1) keep(positions[k]!);
      }
      return kept;
    }
    case 'selection':
    case 'novelties': {
      const n = items.length;
      const novelties = columns.novelties;
      for (let k = 0; k < n; k += 1) {
        const position = order === 'selection' ? k : novelties[k]!;
        if (ranges === undefined || inSomeRange(prices[position]!, ranges)) keep(position);
      }
      return kept;
    }
    default:
      return sortProducts(filterProducts(index.snapshot, filters), order);
  }
}

/**
 * Sets `selected` to the positions whose every selected group holds a selected value: per
 * group, the union of its selected values' postings, intersected across groups. false when
 * no group has a selection (every position passes; `selected` is left as it was).
 */
function selectByGroups(columns: Columns<Indexable>, filters: CategoryFilters): boolean {
  const { selected, group, postings } = columns;
  let grouped = false;
  for (let g = 0; g < FILTER_GROUPS.length; g += 1) {
    const values = filters[FILTER_GROUPS[g]!];
    if (!values || values.length === 0) continue;
    const target = grouped ? group : selected;
    target.fill(0);
    for (let s = 0; s < values.length; s += 1) {
      const list = postings[g]!.get(values[s]);
      if (list === undefined) continue;
      for (let k = 0; k < list.length; k += 1) {
        const position = list[k]!;
        target[position >>> 5]! |= 1 << (position & 31);
      }
    }
    if (grouped) for (let w = 0; w < selected.length; w += 1) selected[w]! &= group[w]!;
    grouped = true;
  }
  return grouped;
}

function inSomeRange(price: number, ranges: readonly { min: number; max: number }[]): boolean {
  for (let r = 0; r < ranges.length; r += 1) {
    const range = ranges[r]!;
    if (price >= range.min && price <= range.max) return true;
  }
  return false;
}

/**
 * The ranges as runs [from, to) of the ascending prices, in order and merged where they
 * overlap (a product in two ranges is listed once); undefined when a bound is not a number,
 * which the caller then compares product by product as filterProducts does.
 */
function priceRuns(
  sorted: Float64Array,
  ranges: readonly { min: number; max: number }[],
): number[] | undefined {
  const runs: [number, number][] = [];
  for (const { min, max } of ranges) {
    if (typeof min !== 'number' || typeof max !== 'number') return undefined;
    // NaN bounds or min above max: no price passes.
    if (!(min <= max)) continue;
    const from = firstIndex(sorted, (price) => price >= min);
    const to = firstIndex(sorted, (price) => price > max);
    if (from < to) runs.push([from, to]);
  }
  runs.sort((a, b) => a[0] - b[0]);
  const merged: number[] = [];
  for (const [from, to] of runs) {
    const last = merged.length - 1;
    if (last > 0 && from <= merged[last]!) merged[last] = Math.max(merged[last]!, to);
    else merged.push(from, to);
  }
  return merged;
}

/** The first k where `test(sorted[k])` holds, for a test that holds from some k on. */
function firstIndex(sorted: Float64Array, test: (price: number) => boolean): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >>> 1;
    if (test(sorted[middle]!)) high = middle;
    else low = middle + 1;
  }
  return low;
}
