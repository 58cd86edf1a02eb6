import type { ShippingAddress } from '../entities/shipping-address.js';
import type { DeliveryMode } from './checkout-bag.js';
import { isStandardMethod } from './shipping-method-kind.js';

/** A saved address as checkout reads it: the one Address, which carries `defaultAddress`. */
export type SavedAddress = ShippingAddress;

export interface AutoFillContext {
  isGuest: boolean;
  bagShippingAddress: ShippingAddress | null;
}

/** docs/product/checkout.md §4: only a logged user with nothing set yet is filled in. */
export function needsAutoFill(ctx: AutoFillContext): boolean {
  return !ctx.isGuest && ctx.bagShippingAddress === null;
}

/** The address matching the pickup postal code when there is one, else the default address. */
export function autoFillAddress(
  addresses: readonly SavedAddress[],
  pickupPostalCode: string | null,
): SavedAddress | null {
  if (pickupPostalCode !== null) {
    const wanted = pickupPostalCode.replace(/\s+/gu, '');
    const matching = addresses.find((a) => a.postalCode.replace(/\s+/gu, '') === wanted);
    if (matching !== undefined) return matching;
  }
  return addresses.find((a) => a.defaultAddress === true) ?? addresses[0] ?? null;
}

/** The standard method of the bag's list, or the plain 'standard' code when none is listed. */
export function standardMethodCode(modes: readonly DeliveryMode[]): string {
  return modes.find((m) => isStandardMethod(m.code))?.code ?? 'standard';
}

/**
 * Ship-from-store fallback (docs/product/checkout.md §10.3): after a reload, the first applicable
 * method.
 */
export function fallbackMethodCode(modes: readonly DeliveryMode[]): string | null {
  return (modes.find((m) => m.available !== false) ?? modes[0])?.code ?? null;
}
