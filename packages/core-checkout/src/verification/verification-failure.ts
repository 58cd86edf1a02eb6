import { classifyPaymentError, type PaymentErrorKind } from '../payment/payment-error.js';
import { isSimultaneousAccessError } from '../payment/verify-payment-with-retry.js';

/** A rejected verification call: busy (the cart is validated by another request) or a kind. */
export type VerificationRejection = PaymentErrorKind | 'busy';

/**
 * docs/product/payments.md §3.1: a simultaneous-access error asks to come back later, like
 * IN_PROCESS.
 */
export function classifyVerificationError(error: unknown): VerificationRejection {
  return isSimultaneousAccessError(error) ? 'busy' : classifyPaymentError(error);
}
