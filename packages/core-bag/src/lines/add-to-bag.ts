import type { BagLine } from './bag-line.js';
import type { EntryPayload } from '../entities/entry-payload.schema.js';
import { isSameEntry } from './same-entry.js';

/** One product the shopper asks to add, with the stock the product page knew. */
export interface AddItem {
  payload: EntryPayload;
  product: {
    id: string;
    stock: number;
    onlineStock: boolean;
    hasOverallStock: boolean;
    availableSdd: string[];
    isGift?: boolean;
  };
}

/** Overall stock only matters for same-day delivery (sdd-stock-rule); here any unit will do. */
export function hasStockToAdd(item: AddItem): boolean {
  return item.product.stock >= 1;
}

/**
 * Adding a line the bag already holds is an increase of that line (docs/product/bag.md §3.6: same
 * product, size, engraving and gift status), so the stock limit applies to the sum.
 */
export function exceedsStockOfSameLine(item: AddItem, lines: readonly BagLine[]): boolean {
  const identity = {
    productId: item.product.id,
    sizeCode: item.payload.productCode !== item.product.id ? item.payload.productCode : null,
    engravingText: item.payload.engravingInfo?.engravingText ?? null,
    isGift: item.product.isGift ?? false,
  };
  const same = lines.find((line) => isSameEntry(line, identity));
  return same !== undefined && same.quantity + item.payload.quantity > item.product.stock;
}

/** docs/product/bag.md §3.1: what has stock is posted; the rest goes to the without-stock list. */
export function splitByStock(
  items: readonly AddItem[],
  lines: readonly BagLine[] = [],
): {
  withStock: AddItem[];
  withoutStock: AddItem[];
} {
  const withStock: AddItem[] = [];
  const withoutStock: AddItem[] = [];
  for (const item of items) {
    const fits = hasStockToAdd(item) && !exceedsStockOfSameLine(item, lines);
    (fits ? withStock : withoutStock).push(item);
  }
  return { withStock, withoutStock };
}

/** After an add: the fast flow goes to the cart only when everything went in. */
export function addOutcome(options: {
  requested: number;
  added: number;
  fastFlow: boolean;
}): 'goToCart' | 'notify' {
  return options.fastFlow && options.requested > 0 && options.added === options.requested
    ? 'goToCart'
    : 'notify';
}
