import type { RestoreFromSaveForLaterResult } from '../entities/save-for-later.schema.js';

/**
 * docs/product/bag.md §5: fewer units came back than asked for, so the item is listed as partly
 * without stock (and stays marked as saved for later).
 */
export function isPartlyWithoutStock(result: RestoreFromSaveForLaterResult): boolean {
  return result.quantityAdded < result.quantity;
}
