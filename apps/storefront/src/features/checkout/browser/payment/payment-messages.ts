// What the shopper reads after a payment went wrong. Which error it is and where it leads
// are core-checkout's (the payment machines' error kinds, the checkout machine's reaction to
// docs/product/payments.md §6.6); this only picks the text: the site's label by the error's name,
// then the site's genericPaymentError (docs/product/payments.md §6.6: "looked up by label, falling
// back to genericPaymentError").
import type {
  PaymentErrorKind,
  PaymentFlowError,
  RedirectVerificationError,
} from '@atelier/core-checkout';
import type { CardFieldError } from './card-fields.js';

export type PaymentProblem = PaymentErrorKind | PaymentFlowError | RedirectVerificationError;

/** English when the content system has no label for it. */
const FALLBACK: Readonly<Record<string, string>> = {
  genericPaymentError:
    'The payment could not be completed. Please try again or use another method.',
  cannotBePurchased: 'Some products in your bag can no longer be bought. Please review your bag.',
  noStock: 'Some products in your bag are no longer in stock. Please review your bag.',
  wrongAddress: 'Please check the address.',
  wrongSavedAddress: 'Please check your saved address.',
  shippingNotAvailable: 'That shipping method is no longer available. Please choose another one.',
  timeout: 'The payment provider did not answer in time. Please try again.',
  paymentRefused: 'The payment was refused. Please try again or use another method.',
  stillInProcess:
    'Your payment is still being processed. We will e-mail you as soon as it is confirmed.',
  orderAlreadyCreated: 'This order has already been placed.',
};

/** Which label names the message of a problem (a validation error reads as the address one). */
function labelKeyOf(problem: PaymentProblem, isGuest: boolean): string {
  if (problem === 'validation') return isGuest ? 'wrongAddress' : 'wrongSavedAddress';
  return problem;
}

export function paymentProblemMessage(
  problem: PaymentProblem,
  labels: Readonly<Record<string, string>>,
  isGuest: boolean,
): string {
  const key = labelKeyOf(problem, isGuest);
  return (
    labels[key] ??
    FALLBACK[key] ??
    labels['genericPaymentError'] ??
    FALLBACK['genericPaymentError'] ??
    key
  );
}

const CARD_FALLBACK: Readonly<Record<CardFieldError, string>> = {
  nameRequired: 'Enter the name on the card.',
  numberInvalid: 'Check the card number.',
  brandNotAccepted: 'This card is not accepted here. Please use one of the cards shown.',
  expiryInvalid: 'Enter the expiry date as MM/YY.',
  expiryPast: 'The card has expired.',
  cvcInvalid: 'Check the security code.',
};

export function cardFieldMessage(
  error: CardFieldError,
  labels: Readonly<Record<string, string>>,
): string {
  return labels[`card.${error}`] ?? CARD_FALLBACK[error];
}
