import type { OnlineOrder } from '../entities/online-order.js';
import type { ReturnOption } from './return-portal.js';

/**
 * Back-end statuses (docs/product/returns.md §1) after which the pieces are in the shopper's hands,
 * so the order may be returned: delivered by the carrier or received, and an order already partly
 * returned (its other lines still may be). An order waiting in a store (RECEIVED_IN_STORE) is
 * not: what was never collected is not returned, the store cancels it.
 */
export const RETURNABLE_STATUSES: readonly string[] = [
  'CUSTOMER_RECEIVED',
  'DELIVERED_CARRIER',
  'PARTIAL_RECEIVED_CUSTOMER',
  'PARTIAL_RETURNED',
];

/** A line's own statuses that leave nothing of it to return. */
const LINE_DONE = new Set(['RETURNED', 'CANCELLED', 'CANCELLED_IN_SITE']);

export function isReturnableStatus(backendStatus: string): boolean {
  return RETURNABLE_STATUSES.includes(backendStatus);
}

/**
 * Where an order stands for the returns section (docs/product/returns.md;
 * docs/product/commerce-api.md §9): a return already filed ("return in process") comes first,
 * whatever the status; otherwise its status decides.
 */
export type OrderReturnState = 'inProcess' | 'returnable' | 'notReturnable';

export function orderReturnState(
  order: Pick<OnlineOrder, 'returnInProcess' | 'backendStatus' | 'status'>,
): OrderReturnState {
  if (order.returnInProcess) return 'inProcess';
  return isReturnableStatus(order.backendStatus ?? order.status.key)
    ? 'returnable'
    : 'notReturnable';
}

/** An order line as a return needs it: its number in the order and how many were bought. */
export interface ReturnableLine {
  entryNumber: number;
  quantity: number;
}

/**
 * The lines of a returnable order that can go back, with the most of each: every line with a
 * number and a quantity, except those cancelled or returned on their own.
 */
export function returnableLines(order: Pick<OnlineOrder, 'products'>): ReturnableLine[] {
  return order.products.flatMap((line) =>
    line.entryNumber !== undefined && line.quantity > 0 && !LINE_DONE.has(line.status ?? '')
      ? [{ entryNumber: line.entryNumber, quantity: line.quantity }]
      : [],
  );
}

/** What the shopper asks to return of one line. */
export interface ReturnLineChoice {
  entryNumber: number;
  quantity: number;
  reason: string;
  condition?: string | undefined;
}

/** Why a choice of lines cannot be filed: each has a message in the site's words. */
export type ReturnChoiceProblem =
  | 'noLines'
  | 'unknownLine'
  | 'duplicateLine'
  | 'badQuantity'
  | 'reasonMissing'
  | 'unknownReason'
  | 'unknownCondition';

export interface ReturnOptions {
  reasons: readonly Pick<ReturnOption, 'code'>[];
  conditions: readonly Pick<ReturnOption, 'code'>[];
}

/**
 * The first problem of a return's lines, or null when it can be filed: at least one line, each
 * a returnable line of the order once, 1 to its bought quantity, with one of the portal's
 * reasons and, if a condition (the piece's state, docs/product/returns.md §2) is named, one of the
 * portal's. The storefront checks before sending; the sandbox answers the same rule.
 */
export function returnChoiceProblem(
  lines: readonly ReturnableLine[],
  choices: readonly ReturnLineChoice[],
  options: ReturnOptions,
): ReturnChoiceProblem | null {
  if (choices.length === 0) return 'noLines';
  const seen = new Set<number>();
  for (const choice of choices) {
    const line = lines.find((l) => l.entryNumber === choice.entryNumber);
    if (!line) return 'unknownLine';
    if (seen.has(choice.entryNumber)) return 'duplicateLine';
    seen.add(choice.entryNumber);
    if (
      !Number.isInteger(choice.quantity) ||
      choice.quantity < 1 ||
      choice.quantity > line.quantity
    )
      return 'badQuantity';
    if (choice.reason === '') return 'reasonMissing';
    if (!options.reasons.some((r) => r.code === choice.reason)) return 'unknownReason';
    // The piece's condition is optional (the OCC body's `condition?`); a named one is known.
    if (choice.condition && !options.conditions.some((c) => c.code === choice.condition))
      return 'unknownCondition';
  }
  return null;
}
