/**
 * What the bag says about shipping (docs/product/shipping.md §6; issue 31 point 9): the progress
 * to free shipping belongs to the standard method, and the price is the one the back-end put
 * on the cart for the chosen method. Same-day delivery at 7.95 is "shipping 7.95", never
 * "your order ships free"; spending more does not make it free.
 */
export type ShippingLine =
  /** Standard delivery below the free range: this much more makes it free. */
  | { kind: 'progress'; remaining: number }
  /** The chosen method costs nothing (by the back-end's price, or the standard free range). */
  | { kind: 'free' }
  /** The chosen method costs this (the back-end's price). */
  | { kind: 'charged'; price: number }
  /** Nothing known yet: say nothing rather than guess. */
  | { kind: 'none' };

export interface ShippingLineInput {
  /**
   * The method on the cart: the standard one, another, or none yet (then the standard one
   * applies, and the cart's price, which counts no method, says nothing).
   */
  chosen: 'standard' | 'other' | null;
  /** The cart's shipping price as the back-end answered it; null when it gave none. */
  cartShippingPrice: number | null;
  /** Bag total minus discounts. */
  amount: number;
  /** Where the standard method's free range starts; null when the site has none. */
  freeFrom: number | null;
}

export function shippingLine(input: ShippingLineInput): ShippingLine {
  const { chosen, amount, freeFrom } = input;
  const price = chosen === null ? null : input.cartShippingPrice;
  const backEndSays = (p: number): ShippingLine =>
    p > 0 ? { kind: 'charged', price: p } : { kind: 'free' };
  if (chosen === 'other' || freeFrom === null) {
    return price === null ? { kind: 'none' } : backEndSays(price);
  }
  if (amount < freeFrom && price !== 0) {
    return { kind: 'progress', remaining: Math.round((freeFrom - amount) * 100) / 100 };
  }
  // At or above the free range the back-end's price still has the last word.
  return price === null ? { kind: 'free' } : backEndSays(price);
}
