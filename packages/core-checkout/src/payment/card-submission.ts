import type { Money } from '@atelier/core-catalogue';
import type { CardBrand } from './card-brands.js';
import type { BasePaymentRequest, CardPaymentRequest, EncryptedCard } from './payment-requests.js';

/** What the card form submits. */
export interface CardSubmission {
  holderName: string;
  brand: string;
  card: CardPaymentRequest['card'];
  storeCard: boolean;
  /**
   * The total the shopper was shown when paying, when it moved since the form opened (issue 31,
   * 2): the payment asks for it rather than the amount the form started with.
   */
  amount?: Money;
}

export type CardSubmissionError = 'holderNameRequired' | 'brandNotAccepted' | 'cardDataMissing';

function isEncrypted(card: CardPaymentRequest['card']): card is EncryptedCard {
  return 'encryptedCardNumber' in card;
}

/**
 * docs/product/payments.md §2.2: the holder name is required and only the site's brands are
 * accepted.
 */
export function cardSubmissionErrors(
  submission: CardSubmission,
  brands: readonly CardBrand[],
): CardSubmissionError[] {
  const errors: CardSubmissionError[] = [];
  if (submission.holderName.trim() === '') errors.push('holderNameRequired');
  if (!(brands as readonly string[]).includes(submission.brand)) errors.push('brandNotAccepted');
  const card = submission.card;
  const complete = isEncrypted(card)
    ? [card.encryptedCardNumber, card.encryptedExpiryMonth, card.encryptedExpiryYear].every(
        (v) => v !== '',
      )
    : // A stored card still asks its security code (docs/product/payments.md §2.2: the CVC is
      // shown), as the provider's stored-card component does with its CVC not hidden.
      card.storedCardId !== '' && (card.encryptedSecurityCode ?? '') !== '';
  if (!complete) errors.push('cardDataMissing');
  return errors;
}

export interface CardPaymentBase extends BasePaymentRequest {
  /** The amount to pay in the site currency, as prices are shown. */
  amount: Money;
}

export function cardPaymentRequest(
  base: CardPaymentBase,
  submission: CardSubmission,
): CardPaymentRequest {
  return {
    ...base,
    ...(submission.amount ? { amount: submission.amount } : {}),
    holderName: submission.holderName.trim(),
    brand: submission.brand,
    card: submission.card,
    storeCard: submission.storeCard,
  };
}
