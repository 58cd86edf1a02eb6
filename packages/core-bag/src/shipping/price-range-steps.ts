import type { PriceRange } from './shipping-price.js';

/**
 * One sentence part of a method's price table (docs/product/shipping.md §6), read in order of the
 * bag amount: what it costs under the next range's start, and what it costs (or that it is free)
 * from a range's start on. A table of one range from zero says nothing more than the method's
 * price, so it has no steps.
 */
export type PriceRangeStep =
  | { kind: 'under'; price: number; amount: number }
  | { kind: 'from'; price: number; amount: number }
  | { kind: 'freeFrom'; amount: number };

/**
 * The steps of a price table, for a readable sentence instead of "From 0.00: 4.95 · From 50.00:
 * Free" (issue 31 point 12). Ranges are sorted by their start; one starting at zero is told as
 * "under" the next start, the later ones as "from" their start.
 */
export function priceRangeSteps(ranges: readonly PriceRange[]): PriceRangeStep[] {
  const sorted = [...ranges].sort((a, b) => a.minimum - b.minimum);
  if (sorted.length <= 1 && (sorted[0]?.minimum ?? 0) <= 0) return [];
  return sorted.map((range, index): PriceRangeStep => {
    const next = sorted[index + 1];
    if (index === 0 && range.minimum <= 0 && next !== undefined) {
      return { kind: 'under', price: range.price, amount: next.minimum };
    }
    return range.price === 0
      ? { kind: 'freeFrom', amount: range.minimum }
      : { kind: 'from', price: range.price, amount: range.minimum };
  });
}
