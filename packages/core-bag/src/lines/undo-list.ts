import type { CartEntry } from '../entities/cart-entry.schema.js';
import { isSameEntry, type EntryIdentity } from './same-entry.js';

/**
 * docs/product/bag.md §3.5: toussi rewards and gifts cannot be undone, nor anything when undo is
 * off.
 */
export function keepsForUndo(entry: CartEntry, undoEnabled: boolean): boolean {
  return undoEnabled && entry.product.isToussi !== true && !entry.isGift;
}

/** What makes a cart entry the same line as another (docs/product/bag.md §3.6). */
export function identityOf(entry: CartEntry): EntryIdentity {
  return {
    productId: entry.product.id,
    sizeCode: entry.size?.code ?? null,
    engravingText: entry.engravingOptions?.engravingText ?? null,
    isGift: entry.isGift,
    gwpProduct: entry.gwpProduct ?? null,
  };
}

/**
 * The newest removal first, one slot per line. Entry numbers shift when the back-end
 * removes an entry, so the list is keyed by what the line is, not by its number.
 */
export function pushUndo(list: readonly CartEntry[], entry: CartEntry): CartEntry[] {
  const identity = identityOf(entry);
  return [entry, ...list.filter((kept) => !isSameEntry(identityOf(kept), identity))];
}

export function takeUndo(
  list: readonly CartEntry[],
  identity: EntryIdentity,
): { entry: CartEntry | null; rest: CartEntry[] } {
  const entry = list.find((kept) => isSameEntry(identityOf(kept), identity)) ?? null;
  return { entry, rest: list.filter((kept) => kept !== entry) };
}
