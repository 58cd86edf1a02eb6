import { classifyPaymentErrorFor } from '../payment/payment-error.js';
import { errorEntries } from '../payment/error-entries.js';
import type { CheckoutStep } from './checkout-steps.js';

export const INVALID_ADDRESS_CODE = 'cart-addressId.invalid-001';
export const INVALID_ADDRESS_ERROR = 'CART_FILL_CHECKOUT_INVALID_ADDRESS_ERROR';

/** docs/product/checkout.md §10.1: the filled-in default address is invalid for this checkout. */
export function isInvalidAddressError(error: unknown): boolean {
  if (error instanceof Error && error.message === INVALID_ADDRESS_ERROR) return true;
  return errorEntries(error).some((e) =>
    [e.errorCode, e.message, e.type].some(
      (v) => v === INVALID_ADDRESS_CODE || v === INVALID_ADDRESS_ERROR,
    ),
  );
}

/**
 * What a rejected checkout call says, for the machine to react to (docs/product/checkout.md §5;
 * docs/product/payments.md §6.2).
 */
export interface CheckoutRejection {
  /** Shipping not available (NOT_AVAILABLE...) as it would be on a ship-from-store method. */
  notAvailable: boolean;
  invalidAddress: boolean;
}

export function classifyCheckoutError(error: unknown): CheckoutRejection {
  return {
    // Any ship-from-store code stands for the method: the machine checks the method itself.
    notAvailable: classifyPaymentErrorFor(error, 'sdd') === 'shippingNotAvailable',
    invalidAddress: isInvalidAddressError(error),
  };
}

export type CheckoutFillErrorReaction = 'markDefaultAddressInvalid' | 'home' | 'shipping';

/**
 * docs/product/checkout.md §10.1: a failure while filling the checkout in, on the way to `step`.
 */
export function checkoutFillErrorReaction(
  invalidAddress: boolean,
  step: CheckoutStep,
): CheckoutFillErrorReaction {
  if (invalidAddress) return 'markDefaultAddressInvalid';
  return step === 'shipping' ? 'home' : 'shipping';
}
