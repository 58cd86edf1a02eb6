// A stored card as the card step shows and pays it (issue 31.4): which cards are offered is
// core-checkout's rule (offeredStoredCards); this module only names them for the shopper and
// builds the submission the card payment machine takes.
import type { CardSubmission, StoredCard } from '@atelier/core-checkout';
import { cardExpiryIso, cardExpiryText } from '../../../../shell/card-expiry.js';

/** The brands as a shopper reads them (the same names my-account lists cards with). */
const BRAND_NAMES: Readonly<Record<string, string>> = {
  amex: 'American Express',
  cartebancaire: 'Carte Bancaire',
  diners: 'Diners Club',
  discover: 'Discover',
  jcb: 'JCB',
  maestro: 'Maestro',
  mc: 'Mastercard',
  visa: 'Visa',
};

/** The design system's marks name Mastercard in full; Cartes Bancaires has no mark of its own. */
const MARKS: Readonly<Record<string, string>> = { mc: 'mastercard', cartebancaire: 'card' };

export const storedBrandName = (card: StoredCard): string => BRAND_NAMES[card.type] ?? card.type;

export const storedCardMark = (card: StoredCard): string => MARKS[card.type] ?? card.type;

/** The last four digits of the masked number (`************1111`): the shopper's own digits. */
export const storedLastFour = (card: StoredCard): string =>
  card.number.replace(/\D/g, '').slice(-4);

/** The expiry month as a machine reads it (`2030-03`), for `<time dateTime>`. */
export const storedExpiryIso = (card: StoredCard): string =>
  cardExpiryIso(card.expiryDate.month, card.expiryDate.year);

/** The expiry as a card prints it, MM/YYYY, in the site's digits (shell's cardExpiryText). */
export function storedExpiryText(card: StoredCard, locale: string): string {
  return cardExpiryText(card.expiryDate.month, card.expiryDate.year, locale);
}

/** The security code a stored card is paid with: three digits, four for amex. */
export function storedCvcValid(card: StoredCard, cvc: string): boolean {
  return (card.type === 'amex' ? /^\d{4}$/ : /^\d{3}$/).test(cvc);
}

/** What the machine's SUBMIT carries for a stored card: its id and the code just typed. */
export function storedCardSubmission(card: StoredCard, cvc: string): CardSubmission {
  return {
    holderName: card.holderName,
    brand: card.type,
    card: { storedCardId: card.id, encryptedSecurityCode: cvc },
    storeCard: false,
  };
}
