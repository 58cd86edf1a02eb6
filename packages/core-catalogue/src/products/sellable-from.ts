/**
 * Where a piece can be sold from (docs/product/bag.md §3.2, docs/product/shipping.md §5): the web
 * warehouse when it has online stock; otherwise, on a site with same-day delivery, a shop
 * that delivers it the same day (it has overall stock and same-day stores); otherwise
 * nowhere (sold out). A same-day-only piece can be added to the bag: whether it reaches the
 * shopper is the postal code's and the best-cart rule's to decide, at the bag (ADR 0052).
 */
export type SellableFrom = 'web' | 'sameDayStore' | 'none';

export function sellableFrom(
  product: { onlineStock: boolean; hasOverallStock: boolean; availableSdd: readonly string[] },
  siteHasSameDay: boolean,
): SellableFrom {
  if (product.onlineStock) return 'web';
  if (siteHasSameDay && product.hasOverallStock && product.availableSdd.length > 0) {
    return 'sameDayStore';
  }
  return 'none';
}
