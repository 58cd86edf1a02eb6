import {
  priceRangesOf,
  remainingToFreeShipping,
  standardMethod,
  type ShippingMethod,
} from '@atelier/core-bag';

/**
 * docs/product/shipping.md §6: free shipping is the standard method's price range with price 0; the
 * bag amount it starts from (what is left to spend from an empty bag), or null when the site
 * has no free range.
 */
export function freeShippingFrom(methods: readonly ShippingMethod[]): number | null {
  return remainingToFreeShipping(priceRangesOf(standardMethod(methods)), 0, 0);
}
