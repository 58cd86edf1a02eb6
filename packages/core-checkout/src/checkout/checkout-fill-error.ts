import { errorEntries } from '../payment/error-entries.js';
import type { CheckoutStep } from './checkout-steps.js';

export const INVALID_ADDRESS_CODE = 'cart-addressId.invalid-001';
export const INVALID_ADDRESS_ERROR = 'CART_FILL_CHECKOUT_INVALID_ADDRESS_ERROR';

/** Spec 2, 8.4: the filled-in default address is invalid for this checkout. */
export function isInvalidAddressError(error: unknown): boolean {
  if (error instanceof Error && error.message === INVALID_ADDRESS_ERROR) return true;
  return errorEntries(error).some((e) =>
    [e.errorCode, e.message, e.type].some(
      (v) => v === INVALID_ADDRESS_CODE || v === INVALID_ADDRESS_ERROR,
    ),
  );
}

export type CheckoutFillErrorReaction = 'markDefaultAddressInvalid' | 'home' | 'shipping';

/** Spec 3, section 4: errors while filling the checkout in. */
export function checkoutFillErrorReaction(
  error: unknown,
  step: CheckoutStep,
): CheckoutFillErrorReaction {
  if (isInvalidAddressError(error)) return 'markDefaultAddressInvalid';
  return step === 'shipping' ? 'home' : 'shipping';
}
