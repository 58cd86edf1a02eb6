import type { PaymentCreationResult, ThreeDs2Action } from './payment-creation-result.js';

export type CardPaymentStep =
  'ordered' | 'fingerprinting' | 'challenging' | 'redirecting' | 'invalidOperation';

const FOLLOWS: Record<'submit' | ThreeDs2Action['kind'], readonly PaymentCreationResult['kind'][]> =
  {
    submit: ['order', 'fingerprint', 'challenge', 'redirect'],
    fingerprint: ['order', 'challenge'],
    challenge: ['order'],
  };

const STEP: Record<PaymentCreationResult['kind'], CardPaymentStep> = {
  order: 'ordered',
  fingerprint: 'fingerprinting',
  challenge: 'challenging',
  redirect: 'redirecting',
};

/**
 * docs/product/payments.md §2.1: a submit leads to an order, a 3DS2 fingerprint, a challenge or a
 * redirect; a fingerprint result to a challenge or an order; a challenge result to an order.
 * `pending` is the 3DS2 action whose result was just authorised (null after a submit).
 */
export function cardPaymentNext(
  pending: ThreeDs2Action | null,
  answer: PaymentCreationResult,
): CardPaymentStep {
  return FOLLOWS[pending?.kind ?? 'submit'].includes(answer.kind)
    ? STEP[answer.kind]
    : 'invalidOperation';
}
