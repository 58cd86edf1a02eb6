import type { BagLine } from '../lines/bag-line.js';
import type { ProductAvailabilityError } from '../entities/availability-error.schema.js';

export interface EntryQuantityChange {
  entryNumber: number;
  /** 0 removes the entry. */
  quantity: number;
}

export interface AvailabilityOutcome {
  changes: EntryQuantityChange[];
  /** Product ids of the entries removed, to list as without stock. */
  withoutStock: string[];
}

/** The error blocks this line: no web stock, and no store stock or no same-day service. */
function blocks(error: ProductAvailabilityError): boolean {
  return error.noOnlineStock && (error.noStoreStock || error.hasSddNotAvailable);
}

/**
 * docs/product/bag.md §4.3: for each non-gift line with a blocking availability error and a
 * quantity to decrease, remove it when that is its whole quantity (or more), else lower it.
 */
export function applyAvailabilityErrors(
  lines: readonly BagLine[],
  errors: readonly ProductAvailabilityError[],
): AvailabilityOutcome {
  const changes: EntryQuantityChange[] = [];
  const withoutStock: string[] = [];
  for (const line of lines) {
    if (line.isGift) continue;
    const error = errors.find((candidate) => candidate.id === line.productId);
    if (error === undefined || !blocks(error) || error.quantityToDecrease <= 0) continue;
    if (error.quantityToDecrease >= line.quantity) {
      changes.push({ entryNumber: line.entryNumber, quantity: 0 });
      withoutStock.push(line.productId);
    } else {
      changes.push({
        entryNumber: line.entryNumber,
        quantity: line.quantity - error.quantityToDecrease,
      });
    }
  }
  return { changes, withoutStock };
}

/**
 * docs/product/bag.md §4.4: SDD stays on only if no SDD-unavailable error is left for a line still
 * in the bag, or every (non-gift) line can be delivered the same day.
 */
export function sddStaysEnabled(
  lines: readonly BagLine[],
  errors: readonly ProductAvailabilityError[],
): boolean {
  const chosen = lines.filter((line) => !line.isGift);
  const remaining = new Set(chosen.map((line) => line.productId));
  const sddErrorLeft = errors.some((error) => error.hasSddNotAvailable && remaining.has(error.id));
  return !sddErrorLeft || chosen.every((line) => line.availableSdd.length > 0);
}

/** The bag lines after the changes, for the checks that follow them. */
export function applyQuantityChanges(
  lines: readonly BagLine[],
  changes: readonly EntryQuantityChange[],
): BagLine[] {
  const byEntry = new Map(changes.map((change) => [change.entryNumber, change.quantity]));
  return lines.flatMap((line) => {
    const quantity = byEntry.get(line.entryNumber);
    if (quantity === undefined) return [line];
    return quantity <= 0 ? [] : [{ ...line, quantity }];
  });
}
