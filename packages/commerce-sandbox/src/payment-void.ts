import type { SandboxDb } from './db.js';

/** A payment still waiting for the shopper or the provider: it may yet authorise. */
export const OPEN_PAYMENT_STATUSES = [
  'IN_PROCESS',
  'IDENTIFY_SHOPPER',
  'CHALLENGE_SHOPPER',
  'REDIRECT_SHOPPER',
] as const;

/** Why a payment was voided: its cart changed, or a newer payment on the cart replaced it. */
export type VoidReason = 'cartChanged' | 'replaced';

/**
 * Voids the cart's payments that may still authorise (issue 30, hole 2): a payment pays for
 * the cart as it was when it started, so any change to the cart, or a newer payment, ends
 * it. Its later accept, verify or 3DS call answers `payment.amountChanged`.
 */
export function voidOpenPayments(
  db: SandboxDb,
  cartCode: string,
  why: VoidReason = 'cartChanged',
): void {
  db.prepare(
    `UPDATE payments SET status = 'CANCELLED', data = json_set(data, '$.voided', ?)
     WHERE cart_code = ? AND status IN (${OPEN_PAYMENT_STATUSES.map(() => '?').join(', ')})`,
  ).run(why, cartCode, ...OPEN_PAYMENT_STATUSES);
}
