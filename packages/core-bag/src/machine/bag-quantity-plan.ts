import type { BagContext, TrackedItem } from './bag.machine.types.js';
import { findEntry, trackedFromEntries } from './bag-machine-helpers.js';
import { bagLines } from '../lines/entry-line.js';
import { decideDecrease, decideIncrease } from '../lines/quantity-change.js';
import { keepsForUndo, pushUndo } from '../lines/undo-list.js';

function lineOf(context: BagContext, entryNumber: number) {
  return bagLines(context.bag).find((line) => line.entryNumber === entryNumber);
}

/**
 * docs/product/bag.md §3.3: an increase at the stock limit is only a note (gifts have no limit to
 * hit).
 */
export function isAtStockLimit(context: BagContext, entryNumber: number): boolean {
  const line = lineOf(context, entryNumber);
  return line !== undefined && !line.isGift && decideIncrease(line).kind === 'noStock';
}

export function increasePlan(context: BagContext, entryNumber: number): Partial<BagContext> {
  const line = lineOf(context, entryNumber);
  const decision = line === undefined ? null : decideIncrease(line);
  return decision?.kind === 'update'
    ? { pendingChanges: [{ entryNumber, quantity: decision.quantity }] }
    : {};
}

/** Decrease by `by` (or remove outright): at 1, or by at least the quantity, it removes. */
export function decreasePlan(
  context: BagContext,
  entryNumber: number,
  by: number | 'all',
): Partial<BagContext> {
  const entry = findEntry(context.bag, entryNumber);
  const line = lineOf(context, entryNumber);
  if (entry === undefined || line === undefined) return {};
  const decision = by === 'all' ? { kind: 'remove' as const } : decideDecrease(line, by);
  return decision.kind === 'remove'
    ? { pendingChanges: [{ entryNumber, quantity: 0 }], pendingRemovals: [entry] }
    : { pendingChanges: [{ entryNumber, quantity: decision.quantity }] };
}

/** After removals went through: the undo list (not toussis, not when off) and tracking. */
export function completedRemovals(context: BagContext): {
  patch: Partial<BagContext>;
  tracked: TrackedItem[];
} {
  let undo = context.undo;
  for (const entry of context.pendingRemovals) {
    if (keepsForUndo(entry, context.undoEnabled)) undo = pushUndo(undo, entry);
  }
  const removedNumbers = new Set(context.pendingRemovals.map((entry) => entry.entryNumber));
  return {
    patch: { undo, noStockNotes: context.noStockNotes.filter((n) => !removedNumbers.has(n)) },
    tracked: trackedFromEntries(context.pendingRemovals),
  };
}
