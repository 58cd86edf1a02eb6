import type { AddItem } from '../lines/add-to-bag.js';
import type { Bag } from '../entities/bag.schema.js';
import type { CartEntry } from '../entities/cart-entry.schema.js';
import type { EntryPayload } from '../entities/entry-payload.schema.js';
import type { TrackedItem } from './bag.machine.types.js';

/** The id calls use for a bag: the guid when it has one, else its code. */
export function idOf(bag: Bag): string | null {
  return bag.cartId ?? bag.code ?? null;
}

/** The payload that re-adds a removed entry (undo): same product, size, engraving. */
export function payloadOf(entry: CartEntry): EntryPayload {
  const payload: EntryPayload = {
    productCode: entry.size?.code ?? entry.product.id,
    quantity: Math.max(1, entry.quantity),
  };
  if (entry.engravingOptions !== null && entry.engravingOptions !== undefined) {
    payload.engravingInfo = entry.engravingOptions;
  }
  return payload;
}

export function trackedFromItems(items: readonly AddItem[]): TrackedItem[] {
  return items
    .filter((item) => item.product.isGift !== true)
    .map((item) => ({ productId: item.product.id, quantity: item.payload.quantity }));
}

export function trackedFromEntries(entries: readonly CartEntry[]): TrackedItem[] {
  return entries
    .filter((entry) => !entry.isGift)
    .map((entry) => ({ productId: entry.product.id, quantity: entry.quantity }));
}

export function findEntry(bag: Bag | null, entryNumber: number): CartEntry | undefined {
  return bag?.products.find((entry) => entry.entryNumber === entryNumber);
}

export function findSavedEntry(bag: Bag | null, entryNumber: number): CartEntry | undefined {
  return bag?.saveForLater?.entries.find((entry) => entry.entryNumber === entryNumber);
}
