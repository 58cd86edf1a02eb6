import type { CartEntry } from '../entities/cart-entry.schema.js';

/**
 * The engraved lines the workshop cannot engrave now (docs/product/product.md §2.5): the bag's
 * `notAvailableProductsForEngraving` names products (or their size codes); a line is concerned
 * only when it carries an engraving. A plain line of the same product is not.
 */
export function linesWithoutEngraving(
  entries: readonly Pick<CartEntry, 'entryNumber' | 'product' | 'size' | 'engravingOptions'>[],
  notAvailable: readonly string[] | undefined,
): number[] {
  if (!notAvailable || notAvailable.length === 0) return [];
  const codes = new Set(notAvailable);
  return entries
    .filter(
      (entry) =>
        entry.engravingOptions !== null &&
        entry.engravingOptions !== undefined &&
        (codes.has(entry.product.id) || (entry.size?.code ? codes.has(entry.size.code) : false)),
    )
    .map((entry) => entry.entryNumber);
}
