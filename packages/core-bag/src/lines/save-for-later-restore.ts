import type { RestoreFromSaveForLaterResult } from '../entities/save-for-later.schema.js';

/**
 * Spec 2, 4.4: fewer units came back than asked for, so the item is listed as partly
 * without stock (and stays marked as saved for later).
 */
export function isPartlyWithoutStock(result: RestoreFromSaveForLaterResult): boolean {
  return result.quantityAdded < result.quantity;
}
