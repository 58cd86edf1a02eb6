import type { DeliveryMode } from '../checkout/checkout-bag.js';
import { standardMethodCode } from '../checkout/auto-fill.js';
import { isPickupMethod, isShipFromStoreMethod } from '../checkout/shipping-method-kind.js';

/**
 * The method an express checkout ships with (docs/product/checkout.md §4 "set the standard
 * method"; docs/product/payments.md §5.1): the wallet gives a home address, so the bag's own
 * method stands when it delivers there without a store's check (not a pickup, not same-day or
 * the two-hour pickup, whose postal code the wallet's address was never checked against) and
 * the back-end offers it; otherwise the standard one. Null: nothing to change.
 */
export function expressDeliveryMode(
  current: string | null,
  modes: readonly DeliveryMode[],
): string | null {
  const offered = (code: string) =>
    modes.some((mode) => mode.code === code && mode.available !== false);
  if (
    current !== null &&
    !isPickupMethod(current) &&
    !isShipFromStoreMethod(current) &&
    offered(current)
  ) {
    return null;
  }
  return standardMethodCode(modes.filter((mode) => mode.available !== false));
}
