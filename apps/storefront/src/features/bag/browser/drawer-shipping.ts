import { isStandardMethod, shippingLine, type Bag, type ShippingLine } from '@atelier/core-bag';

/**
 * The mini-bag's shipping line (issue 31 point 9), by core-bag's shippingLine: the method on the
 * cart and the price the back-end put on it, the standard method's free range for the
 * progress. `subtotal` is the lines' total as the drawer shows it.
 */
export function drawerShippingLine(
  bag: Bag | null,
  subtotal: number,
  freeFrom: number | null,
): ShippingLine {
  const code = bag?.shippingMethod?.code ?? null;
  return shippingLine({
    chosen: code === null ? null : isStandardMethod(code) ? 'standard' : 'other',
    cartShippingPrice: bag?.priceSummary?.shipmentPrice?.value ?? null,
    amount: subtotal - (bag?.priceSummary?.totalDiscounts?.value ?? 0),
    freeFrom,
  });
}
