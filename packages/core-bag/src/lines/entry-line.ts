import type { BagLine } from './bag-line.js';
import type { Bag } from '../entities/bag.schema.js';
import type { CartEntry } from '../entities/cart-entry.schema.js';

/** The flat view of an entry that the pure rules (stock, best cart, totals) work on. */
export function entryToLine(entry: CartEntry): BagLine {
  const { product } = entry;
  const line: BagLine = {
    entryNumber: entry.entryNumber,
    productId: product.id,
    sizeCode: entry.size?.code ?? null,
    quantity: entry.quantity,
    price: product.price.value,
    stock: product.stock,
    hasOverallStock: product.hasOverallStock,
    onlineStock: product.onlineStock,
    availableSdd: product.availableSdd,
    isGift: entry.isGift,
    engravingText: entry.engravingOptions?.engravingText ?? null,
  };
  if (product.isToussi !== undefined) line.isToussi = product.isToussi;
  return line;
}

export function bagLines(bag: Bag | null): BagLine[] {
  return bag === null ? [] : bag.products.map(entryToLine);
}
