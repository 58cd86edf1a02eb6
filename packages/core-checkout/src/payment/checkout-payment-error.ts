import { errorEntries, topLevelEntry, type ErrorEntry } from './error-entries.js';
import { classifyPaymentError, type PaymentErrorKind } from './payment-error.js';

/**
 * The checkout's reading of a payment error: the contract's kinds (classifyPaymentError,
 * docs/api-contract.md), and two it leaves generic that the checkout must route (issue 31):
 * - a cart already ordered answers the stale-object error of docs/product/bag.md §9.5 (an OXXO
 * order made
 *   from it, then a card): its order is looked up, as for an already-created order (8.2);
 * - amountChanged: the bag's total moved after the summary was read, so the payment's amount
 * was refused or the payment started before the change was voided (docs/product/payments.md §6.2).
 */
export type CheckoutPaymentErrorKind = PaymentErrorKind | 'amountChanged';

const lower = (value: string | undefined): string => (value ?? '').toLowerCase();
const says = (entry: ErrorEntry, needle: string): boolean =>
  [entry.errorCode, entry.message].some((text) => lower(text).includes(needle.toLowerCase()));

function isAlreadyOrderedCart(entry: ErrorEntry): boolean {
  return entry.type === 'JaloObjectNoLongerValidError' || says(entry, 'already been ordered');
}

function isAmountChanged(entry: ErrorEntry): boolean {
  return (
    lower(entry.reason) === 'amountchanged' ||
    says(entry, 'amountChanged') ||
    (lower(entry.subject) === 'amount' && says(entry, 'does not match the cart total'))
  );
}

export function classifyCheckoutPaymentError(error: unknown): CheckoutPaymentErrorKind {
  const kind = classifyPaymentError(error);
  if (kind !== 'generic') return kind;
  const own = topLevelEntry(error);
  const entries = own === null ? errorEntries(error) : [own, ...errorEntries(error)];
  if (entries.some(isAlreadyOrderedCart)) return 'orderAlreadyCreated';
  if (entries.some(isAmountChanged)) return 'amountChanged';
  return 'generic';
}
