import { randomUUID } from 'node:crypto';
import { storedCardSeedSchema } from './admin-stored-cards.js';
import type { SandboxDb } from './db.js';
import { OccError, validation } from './errors.js';
import type { CardSummary } from './payment-cards.js';

// What a card payment does with stored cards besides checking whose they are
// (payment-simulator.ts, issue 30 hole 3): the security code a stored card is paid with, its
// expiry, and keeping a new card the shopper asked to save (issue 31.4; ADR 0042).

/** A stored card past its expiry month pays nothing (a card pays until that month ends). */
export function storedCardExpired(card: CardSummary, now: Date): OccError | null {
  if (card.expiryMonth === undefined || card.expiryYear === undefined) return null;
  const thisMonth = now.getUTCFullYear() * 12 + now.getUTCMonth();
  if (card.expiryYear * 12 + (card.expiryMonth - 1) >= thisMonth) return null;
  return OccError.of(400, {
    type: 'PaymentError',
    message: 'The stored card has expired',
    reason: 'expiredStoredCard',
    errorCode: 'payment.storedCard.expired',
  });
}

/**
 * The security code a stored card is paid with, when sent: three digits, four for amex (the
 * storefront always asks it, docs/product/payments.md §2.2). Like a new card's, it is checked
 * and never kept.
 */
export function storedCardCvcProblem(card: CardSummary, cvc: string | undefined): OccError | null {
  if (cvc === undefined) return null;
  if ((card.brand === 'amex' ? /^\d{4}$/ : /^\d{3}$/).test(cvc)) return null;
  return validation('Invalid card cvc', 'cvc', 'payment.card.invalid');
}

/**
 * Only a signed-in shopper has stored cards (docs/product/accounts.md §2.1): a guest cannot save
 * one.
 */
export const guestCannotStoreCard = (): OccError =>
  validation('Only a signed-in shopper can save a card', 'storeCard', 'payment.storeCard.guest');

/**
 * Keeps the card an authorised payment was made with for the cart's owner, as the provider
 * keeps a card for a recurring-detail reference: brand, masked number, holder and expiry, never
 * the number or the security code. The same card twice is kept once.
 */
export function keepPaidCard(
  db: SandboxDb,
  uid: string,
  card: CardSummary,
  holderName: string,
): void {
  const brands: readonly string[] = storedCardSeedSchema.shape.type.options;
  const brand = brands.includes(card.brand) ? card.brand : null;
  if (brand === null || card.expiryMonth === undefined || card.expiryYear === undefined) return;
  const number = `************${card.last4}`;
  const month = String(card.expiryMonth).padStart(2, '0');
  const year = String(card.expiryYear < 100 ? 2000 + card.expiryYear : card.expiryYear);
  const known = db
    .prepare(
      'SELECT 1 FROM stored_cards WHERE user_uid = ? AND type = ? AND number = ? AND exp_month = ? AND exp_year = ?',
    )
    .get(uid, brand, number, month, year);
  if (known) return;
  db.prepare(
    'INSERT INTO stored_cards (id, user_uid, type, number, holder, exp_month, exp_year) VALUES (?, ?, ?, ?, ?, ?, ?)',
  ).run(`card-${randomUUID()}`, uid, brand, number, holderName, month, year);
}
