// A stored card as the card step shows and pays it (issue 31.4): which cards are offered is
// core-checkout's rule (offeredStoredCards), their brand, digits and expiry named as in
// my-account (shell/stored-card-text.ts); this module gives the card step's mark, the security
// code rule and the submission the card payment machine takes.
import type { CardSubmission, StoredCard } from '@atelier/core-checkout';

/** The design system's marks name Mastercard in full; Cartes Bancaires has no mark of its own. */
const MARKS: Readonly<Record<string, string>> = { mc: 'mastercard', cartebancaire: 'card' };

export const storedCardMark = (card: StoredCard): string => MARKS[card.type] ?? card.type;

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
