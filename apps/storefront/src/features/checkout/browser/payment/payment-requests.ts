// The create request of a method paid with one button on the payment step
// (docs/product/commerce-api.md §10.1): everything but the card (its form and cardPaymentMachine)
// and the wallets (their sheet and the express checkout). Which call each method takes is
// core-checkout's (createPaymentWith).
import type { BasePaymentRequest, PaymentMode, PaymentRequest } from '@atelier/core-checkout';

export interface ButtonPaymentExtras {
  /** MB WAY asks the shopper's phone, where the payment is approved. */
  telephoneNumber?: string;
  /** The site's cash-on-delivery mode (site settings, default CASH_ON_DELIVERY_CASH). */
  paymentModeOnDelivery: string;
}

/** Methods whose own sheet or SDK produces the payment (not a plain button). */
const NOT_BY_BUTTON = new Set(['card', 'applepay', 'googlepay', 'amazonpay', 'powertranz']);

export function paysByButton(code: string): boolean {
  return !NOT_BY_BUTTON.has(code);
}

/** Blik is paid through P24 with this external method id (docs/product/payments.md §7). */
const BLIK = 154 as const;

/** The tagged request for the payment machine's PAY; null for methods not paid by a button. */
export function buttonPaymentRequest(
  mode: Pick<PaymentMode, 'code' | 'subMethods'>,
  base: BasePaymentRequest,
  extras: ButtonPaymentExtras,
): PaymentRequest | null {
  switch (mode.code) {
    case 'klarna':
    case 'afterpaytouch':
    case 'multibanco':
    case 'multibancoinsite':
    case 'oney':
    case 'oxxo':
    case 'oxxoinsite':
    case 'giropay':
    case 'bizum':
    case 'paypal':
    case 'mercadopago':
    case 'pelecard':
    case 'yookassa':
    case 'payu':
    case 'tabby':
    case 'addi':
    case 'fac':
    case 'kueski':
    case 'paynet':
      return { method: mode.code, request: base };
    case 'mbway':
      return {
        method: 'mbway',
        request: { ...base, telephoneNumber: extras.telephoneNumber ?? '' },
      };
    case 'cashondelivery':
      return {
        method: 'cashondelivery',
        request: { ...base, paymentModeOnDelivery: extras.paymentModeOnDelivery },
      };
    case 'p24':
      return { method: 'p24', request: { ...base, methodId: mode.subMethods[0]?.id ?? '' } };
    case 'blik':
      return { method: 'blik', request: { ...base, externalId: BLIK } };
    default:
      return null;
  }
}
