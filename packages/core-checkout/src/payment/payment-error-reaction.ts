import type { CheckoutPaymentErrorKind } from './checkout-payment-error.js';

export type PaymentErrorModal =
  | 'cannotBePurchased'
  | 'noStock'
  | 'wrongAddress'
  | 'wrongSavedAddress'
  | 'shippingNotAvailable'
  | 'amountChanged'
  | 'genericPaymentError';

export interface PaymentErrorReaction {
  modal: PaymentErrorModal | null;
  /** Where the shopper goes next; null stays on payment. */
  goTo: 'cart' | 'shipping' | 'confirmation' | null;
  /** Fall back to the default shipping method. */
  resetShippingMethod: boolean;
  markEngravingsUnavailable: boolean;
  refreshBag: boolean;
}

const stay: PaymentErrorReaction = {
  modal: null,
  goTo: null,
  resetShippingMethod: false,
  markEngravingsUnavailable: false,
  refreshBag: false,
};

/** docs/product/payments.md §6.2: what the checkout does after each kind of payment error. */
export function paymentErrorReaction(
  kind: CheckoutPaymentErrorKind,
  ctx: { isGuest: boolean },
): PaymentErrorReaction {
  switch (kind) {
    case 'cannotBePurchased':
      return { ...stay, modal: 'cannotBePurchased', goTo: 'cart', refreshBag: true };
    case 'orderAlreadyCreated':
      return { ...stay, goTo: 'confirmation' };
    case 'noStock':
      return { ...stay, modal: 'noStock', goTo: 'cart', refreshBag: true };
    case 'validation':
      return { ...stay, modal: ctx.isGuest ? 'wrongAddress' : 'wrongSavedAddress' };
    case 'shippingNotAvailable':
      return {
        ...stay,
        modal: 'shippingNotAvailable',
        goTo: 'shipping',
        resetShippingMethod: true,
      };
    case 'amountChanged':
      // docs/product/payments.md §6.2: the summary is refreshed and the shopper told why; nothing
      // was paid.
      return { ...stay, modal: 'amountChanged', refreshBag: true };
    case 'noEngravingStock':
      return { ...stay, modal: 'genericPaymentError', markEngravingsUnavailable: true };
    case 'generic':
      return { ...stay, modal: 'genericPaymentError' };
  }
}

/** The modal text: the label of the error's code when there is one, else genericPaymentError. */
export function paymentErrorMessage(
  code: string | undefined,
  labels: Readonly<Record<string, string>>,
): string {
  const label = code === undefined ? undefined : labels[code];
  return label ?? labels['genericPaymentError'] ?? 'genericPaymentError';
}
