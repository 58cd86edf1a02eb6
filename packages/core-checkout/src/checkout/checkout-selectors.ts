import { checkoutEntryDecision } from './checkout-entry.js';
import type { CheckoutContext } from './checkout-machine-types.js';
import { checkoutEntryRoute } from './checkout-route.js';
import { checkoutSteps, type CheckoutStep } from './checkout-steps.js';
import type { BillingStepContext, ShippingStepContext } from './shipping-step-rules.js';
import { autoFillAddress, needsAutoFill } from './auto-fill.js';

/** The machine's views of its context, as the rules take them; the rules stay in their own files. */
export function stepsOf(ctx: CheckoutContext): CheckoutStep[] {
  return checkoutSteps({ billingDiffers: ctx.billingDiffers, shippingMethod: ctx.shippingMethod });
}

export function shippingStepContextOf(ctx: CheckoutContext): ShippingStepContext {
  return {
    shippingMethod: ctx.shippingMethod,
    addressVerificationEnabled: ctx.settings.addressVerificationEnabled,
    isGuest: ctx.user === null,
    defaultAddressInvalid: ctx.user?.defaultAddressInvalid ?? false,
    userHasAddresses: ctx.addresses.length > 0,
    saveForFutureOrders: ctx.pendingAddress?.saveForFutureOrders ?? false,
    nationalIdAsked: ctx.settings.nationalIdAsked,
    userHasNationalId: ctx.user?.hasNationalId ?? false,
    addressHasNationalId: (ctx.pendingAddress?.nationalId ?? '') !== '',
  };
}

export function billingStepContextOf(ctx: CheckoutContext): BillingStepContext {
  return {
    shippingMethod: ctx.shippingMethod,
    addressVerificationEnabled: ctx.settings.addressVerificationEnabled,
  };
}

/**
 * docs/product/checkout.md §4: a logged user with nothing set yet, who has an address to fill in.
 */
export function canAutoFillOf(ctx: CheckoutContext): boolean {
  return (
    needsAutoFill({ isGuest: ctx.user === null, bagShippingAddress: ctx.shippingAddress }) &&
    autoFillAddress(ctx.addresses, pickupPostalCodeOf(ctx)) !== null
  );
}

export const entryOf = (ctx: CheckoutContext) =>
  checkoutEntryDecision({
    bagIsEmpty: ctx.bag.products.length === 0,
    noStockModalPending: ctx.noStockModalPending,
    paymentMethod: ctx.paymentMethod,
    crossBorderManaged: ctx.settings.crossBorderManaged,
    isGuest: ctx.user === null,
    hasLinkedEmail: ctx.hasLinkedEmail,
  });

export const pickupPostalCodeOf = (ctx: CheckoutContext): string | null =>
  ctx.bag.pickupStore?.postalCode ?? null;

export const routeOf = (ctx: CheckoutContext) => {
  const pickupPostalCode = pickupPostalCodeOf(ctx);
  return checkoutEntryRoute({
    isGuest: ctx.user === null,
    hasAddresses: ctx.addresses.length > 0,
    shippingMethod: ctx.shippingMethod,
    hasMatchingAddress:
      pickupPostalCode !== null && ctx.addresses.some((a) => a.postalCode === pickupPostalCode),
  });
};
