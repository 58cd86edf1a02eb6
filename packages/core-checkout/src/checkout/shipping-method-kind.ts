import { isSddMethod, isStandardMethod } from '@atelier/core-bag';

// One rule for each kind: the bag owns the standard and same-day ones (core-bag's
// shipping-method-choice); checkout adds only what the bag has no use for.
export { isStandardMethod };

/**
 * The pickup methods of docs/product/checkout.md §3; docs/product/shipping.md §1.1: pickup,
 * pickup_2h, externalpickup, pickup*.
 */
export function isPickupMethod(code: string): boolean {
  return code === 'externalpickup' || code.startsWith('pickup');
}

/**
 * Ship-from-store methods are served from store stock: same-day delivery (core-bag's
 * isSddMethod: sdd, sdd_*) and the two-hour store pickup. docs/product/payments.md §6.2 names
 * exactly these two for "shipping not available".
 */
export function isShipFromStoreMethod(code: string): boolean {
  return (
    code === 'pickup_2h' || isSddMethod({ code, isSdd: false, available: true, priceRanges: [] })
  );
}

/**
 * Whether the shipping step lets the shopper choose a method (docs/product/shipping.md §8;
 * issue 31 point 9): an available one, and same-day delivery even while the bag's methods say it
 * is not: its availability hangs on a postal code that the step's ship-from-store panel checks
 * once it is chosen, so greying it out left no way to ask. Continuing with it unavailable falls
 * back to another method with its message (docs/product/checkout.md §10.3).
 */
export function selectableOnShippingStep(mode: {
  code: string;
  available?: boolean | undefined;
}): boolean {
  return (
    mode.available !== false ||
    isSddMethod({ code: mode.code, isSdd: false, available: true, priceRanges: [] })
  );
}
