import type { CallFailure } from '../calls/call-failure.js';
import type { PaymentErrorKind } from './payment-error.js';

/**
 * Errors the payment flows raise themselves (docs/product/payments.md §6.5 "also raised"), beside
 * the back-end kinds of classifyPaymentError.
 */
export type PaymentFlowError =
  /** The card provider answered with something the card flow cannot do. */
  | 'unsupportedCardOperation'
  /** A valid answer that is not allowed at this point (a redirect after a challenge...). */
  | 'invalidOperation'
  /** MB WAY answered without the action that asks the shopper to approve on the phone. */
  | 'noMbwayAction'
  | 'malformedResponse'
  /** The provider did not answer within the call timeout. */
  | 'timeout';

/** An answer that does not parse, as the method's flow names it. */
export function malformedAnswerError(method: string): PaymentFlowError {
  if (method === 'mbway') return 'noMbwayAction';
  return method === 'card' ? 'unsupportedCardOperation' : 'malformedResponse';
}

/** What the payment step shows for a failed create / authorise call of `method`. */
export function paymentFailureError(
  failure: CallFailure<PaymentErrorKind>,
  method: string,
): PaymentErrorKind | PaymentFlowError {
  switch (failure.kind) {
    case 'rejected':
      return failure.reason;
    case 'malformed':
      return malformedAnswerError(method);
    case 'timeout':
      return 'timeout';
  }
}
