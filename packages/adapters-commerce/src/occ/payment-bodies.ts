import { toMinorUnits } from '@atelier/core-catalogue';
import type {
  AmazonPayPaymentRequest,
  BasePaymentRequest,
  BlikPaymentRequest,
  CardPaymentRequest,
  P24PaymentRequest,
  WalletPaymentRequest,
} from '@atelier/core-checkout';
import { bagAddressToOcc } from './schemas/occ-address.js';

/**
 * The rest of a request as the back-end takes it: the billing address in OCC's address shape
 * (firstName, line1, town, country.isocode ...), mapped by the one mapping checkout's
 * addresses use; the account's flags (default, save for later) do not apply to it.
 */
function occFields(rest: Omit<BasePaymentRequest, 'cartId'>): Record<string, unknown> {
  const { billingAddress, ...others } = rest;
  if (!billingAddress) return others;
  const {
    defaultAddress: _default,
    saveForFutureOrders: _save,
    ...occ
  } = bagAddressToOcc(billingAddress);
  return { ...others, billingAddress: occ };
}

/** Fields every create call sends: where to come back, who pays, the browser for 3DS2. */
export function baseBody(request: BasePaymentRequest): Record<string, unknown> {
  const { cartId: _cartId, ...rest } = request;
  return occFields(rest);
}

/**
 * The card: Adyen's encrypted fields travel in the `card` block (the back-end decrypts
 * them; the sandbox takes its test numbers as they are), a stored card by its id. The amount
 * travels in the currency's minor units (docs/product/payments.md §2.4; ADR 0033): cents, or whole
 * yen.
 */
export function cardBody(request: CardPaymentRequest): Record<string, unknown> {
  const { card, amount, holderName, cartId: _cartId, ...rest } = request;
  const payment =
    'storedCardId' in card
      ? {
          storedCardId: card.storedCardId,
          ...(card.encryptedSecurityCode ? { cvc: card.encryptedSecurityCode } : {}),
        }
      : {
          card: {
            number: card.encryptedCardNumber,
            expiryMonth: card.encryptedExpiryMonth,
            expiryYear: card.encryptedExpiryYear,
            cvc: card.encryptedSecurityCode,
            holderName,
          },
        };
  return {
    ...occFields(rest),
    holderName,
    amount: toMinorUnits(amount),
    currency: amount.currency,
    ...payment,
  };
}

export function walletBody(request: WalletPaymentRequest): Record<string, unknown> {
  const { walletToken, cartId: _cartId, ...rest } = request;
  return { ...occFields(rest), token: walletToken };
}

/** Amazon Pay's checkout session is the wallet token of the create call. */
export function amazonBody(request: AmazonPayPaymentRequest): Record<string, unknown> {
  return { ...baseBody(request), token: request.amazonCheckoutSessionId };
}

export function p24Body(request: P24PaymentRequest): Record<string, unknown> {
  return { ...baseBody(request), subMethod: request.methodId };
}

/** Blik is P24 with its external method id (docs/product/payments.md §7). */
export function blikBody(request: BlikPaymentRequest): Record<string, unknown> {
  return { ...baseBody(request), subMethod: request.externalId };
}
