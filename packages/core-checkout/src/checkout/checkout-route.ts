import { isPickupMethod, isShipFromStoreMethod } from './shipping-method-kind.js';

export interface CheckoutRouteContext {
  isGuest: boolean;
  hasAddresses: boolean;
  shippingMethod: string | null;
  /** One of the user's addresses matches the pickup / SDD postal code. */
  hasMatchingAddress: boolean;
}

export type CheckoutEntryRoute = 'register' | 'shipping' | 'payment';

/** docs/product/checkout.md §2.5: guests register, logged users skip what they have. */
export function checkoutEntryRoute(ctx: CheckoutRouteContext): CheckoutEntryRoute {
  if (ctx.isGuest) return 'register';
  if (ctx.hasAddresses) return 'payment';
  const method = ctx.shippingMethod ?? '';
  const storeServed = isPickupMethod(method) || isShipFromStoreMethod(method);
  return storeServed && ctx.hasMatchingAddress ? 'payment' : 'shipping';
}
