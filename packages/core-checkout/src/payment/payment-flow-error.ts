import { readCreationResult } from './read-creation-result.js';

/**
 * Errors the payment flows raise themselves (spec 2, 8.2 "also raised"), beside the back-end
 * kinds of classifyPaymentError.
 */
export type PaymentFlowError =
  /** The card provider answered with something the card flow cannot do. */
  | 'unsupportedCardOperation'
  /** A valid answer that is not allowed at this point (a redirect after a challenge...). */
  | 'invalidOperation'
  /** MB WAY answered without the action that asks the shopper to approve on the phone. */
  | 'noMbwayAction'
  | 'malformedResponse';

/** Why a create / authorise answer could not be followed. */
export function unusableAnswerError(output: unknown, method: string): PaymentFlowError {
  if (method === 'mbway') return 'noMbwayAction';
  if (readCreationResult(output) !== null) return 'invalidOperation';
  return method === 'card' ? 'unsupportedCardOperation' : 'malformedResponse';
}
