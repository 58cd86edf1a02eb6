import { fromHundredths, toHundredths } from '@atelier/core-catalogue';

/** One step of a shipping method's price table (docs/product/shipping.md §1.2). */
export interface PriceRange {
  /** Lowest bag amount (total minus discounts) the range applies from. */
  minimum: number;
  price: number;
}

// Amounts are compared in hundredths (the kernel's exact scale for a price without its
// currency, ADR 0033), so 0.1 + 0.2 style errors never flip a range.
const cents = toHundredths;

/**
 * docs/product/shipping.md §6 (API contract): the price of the range with the highest minimum not
 * above total - discounts; when none qualifies, the price of the lowest-minimum range; no
 * ranges, no price.
 */
export function shippingPriceFor(ranges: PriceRange[], total: number, discounts: number): number {
  const amount = cents(total) - cents(discounts);
  let best: PriceRange | undefined;
  let lowest: PriceRange | undefined;
  for (const range of ranges) {
    const minimum = cents(range.minimum);
    if (lowest === undefined || minimum < cents(lowest.minimum)) lowest = range;
    if (minimum <= amount && (best === undefined || minimum > cents(best.minimum))) best = range;
  }
  return (best ?? lowest)?.price ?? 0;
}

/**
 * docs/product/shipping.md §6 (API contract): what is left to spend before the free (price 0) range
 * applies, never negative; null when no range is free.
 */
export function remainingToFreeShipping(
  ranges: PriceRange[],
  total: number,
  discounts: number,
): number | null {
  let freeFrom: number | null = null;
  for (const range of ranges) {
    if (range.price !== 0) continue;
    const minimum = cents(range.minimum);
    if (freeFrom === null || minimum < freeFrom) freeFrom = minimum;
  }
  if (freeFrom === null) return null;
  return fromHundredths(Math.max(0, freeFrom - (cents(total) - cents(discounts))));
}
