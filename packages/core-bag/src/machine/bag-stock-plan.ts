import {
  applyAvailabilityErrors,
  applyQuantityChanges,
  sddStaysEnabled,
  type EntryQuantityChange,
} from '../stock/availability-errors.js';
import { addWithoutStock } from '../lines/without-stock-list.js';
import { removedByStockCheck } from '../lines/add-shortfalls.js';
import type { BagContext } from './bag.machine.types.js';
import { bagLines } from '../lines/entry-line.js';
import { synchronizeStock } from '../stock/synchronize-stock.js';

/**
 * docs/product/bag.md §4.2 after the synchronise call: stock first (lower, remove), then the
 * availability errors, then whether SDD survives. One change per entry is sent; removed
 * products are listed as without stock.
 *
 * Both rules lower quantities, and each figure is read against the bag the back-end
 * answered: `quantityToDecrease` is the back-end's delta on the quantity it holds
 * (docs/product/bag.md §4.3 removes the entry when the delta "equals its quantity", so the delta is
 * measured on that quantity), not on a quantity synchronizeStock already lowered locally. So each
 * rule gives a target for the answered quantity, and the line ends at the lower of the two: every
 * constraint holds, and none is applied twice (5 with stock 3 and a delta of 2 is 3).
 */
export function stockSyncPlan(context: BagContext): Partial<BagContext> {
  const lines = bagLines(context.bag);
  const errors = context.bag?.productAvailabilityErrors ?? [];
  const stock = synchronizeStock(lines);
  const stockTarget = new Map(stock.lines.map((line) => [line.entryNumber, line.quantity]));
  const availability = applyAvailabilityErrors(lines, errors);
  const availabilityTarget = new Map(
    availability.changes.map((change) => [change.entryNumber, change.quantity]),
  );
  const changes: EntryQuantityChange[] = [];
  const availabilityGone: string[] = [];
  for (const line of lines) {
    const byStock = stockTarget.get(line.entryNumber) ?? 0;
    const byError = availabilityTarget.get(line.entryNumber) ?? line.quantity;
    const target = Math.max(0, Math.min(byStock, byError));
    if (target === line.quantity) continue;
    changes.push({ entryNumber: line.entryNumber, quantity: target });
    if (target === 0 && byStock > 0) availabilityGone.push(line.productId);
  }
  // Lines the back-end's own check removed (standard OCC's validate) are gone already.
  const removedByBackEnd = removedByStockCheck(context.bag?.cartModifications);
  return {
    pendingChanges: changes,
    withoutStock: addWithoutStock(context.withoutStock, [
      ...stock.removed.map((line) => ({ productId: line.productId, reason: 'stock' as const })),
      ...removedByBackEnd.map((productId) => ({ productId, reason: 'stock' as const })),
      ...availabilityGone.map((productId) => ({ productId, reason: 'availability' as const })),
    ]),
    isSddEnabled:
      context.isSddEnabled && sddStaysEnabled(applyQuantityChanges(lines, changes), errors),
  };
}

/**
 * docs/product/shipping.md §4.3 after the point-of-sale and postal-code call: its availability
 * errors lower or remove lines, and decide whether SDD is on for this postal code.
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
