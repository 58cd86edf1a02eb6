import {
  applyAvailabilityErrors,
  applyQuantityChanges,
  sddStaysEnabled,
} from './availability-errors.js';
import { addWithoutStock } from './without-stock-list.js';
import type { BagContext } from './bag.machine.types.js';
import { bagLines } from './entry-line.js';
import { synchronizeStock } from './synchronize-stock.js';

/**
 * Spec 2, 4.3 after the synchronise call: stock first (lower, remove), then the
 * availability errors on what is left, then whether SDD survives. The changes are sent in
 * one go; removed products are listed as without stock.
 */
export function stockSyncPlan(context: BagContext): Partial<BagContext> {
  const lines = bagLines(context.bag);
  const errors = context.bag?.productAvailabilityErrors ?? [];
  const stock = synchronizeStock(lines);
  const availability = applyAvailabilityErrors(stock.lines, errors);
  const after = applyQuantityChanges(stock.lines, availability.changes);
  return {
    pendingChanges: [
      ...stock.removed.map((line) => ({ entryNumber: line.entryNumber, quantity: 0 })),
      ...stock.reduced.map((line) => ({ entryNumber: line.entryNumber, quantity: line.quantity })),
      ...availability.changes,
    ],
    withoutStock: addWithoutStock(context.withoutStock, [
      ...stock.removed.map((line) => ({ productId: line.productId, reason: 'stock' as const })),
      ...availability.withoutStock.map((productId) => ({
        productId,
        reason: 'availability' as const,
      })),
    ]),
    isSddEnabled: context.isSddEnabled && sddStaysEnabled(after, errors),
  };
}

/**
 * Spec 2, 4.7 after the point-of-sale and postal-code call: its availability errors lower
 * or remove lines, and decide whether SDD is on for this postal code.
 */
export function availabilityPlan(context: BagContext): Partial<BagContext> {
  const lines = bagLines(context.bag);
  const errors = context.bag?.productAvailabilityErrors ?? [];
  const outcome = applyAvailabilityErrors(lines, errors);
  return {
    pendingChanges: outcome.changes,
    withoutStock: addWithoutStock(
      context.withoutStock,
      outcome.withoutStock.map((productId) => ({ productId, reason: 'availability' as const })),
    ),
    isSddEnabled: sddStaysEnabled(applyQuantityChanges(lines, outcome.changes), errors),
  };
}
