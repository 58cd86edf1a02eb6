import { fromHundredths, toHundredths } from '@atelier/core-catalogue';
import type { CartEntry } from '../entities/cart-entry.schema.js';
import type { BagLine } from '../lines/bag-line.js';

/**
 * Sum of unit price x quantity; gifts are free and never counted. Added in hundredths (the
 * kernel's exact scale for a price without its currency, ADR 0033), so no float drift.
 */
export function lineTotal(lines: BagLine[]): number {
  let hundredths = 0;
  for (const line of lines) {
    if (!line.isGift) hundredths += toHundredths(line.price) * line.quantity;
  }
  return fromHundredths(hundredths);
}

/** Products the shopper chose: gifts and toussi rewards do not count. */
export function countProducts(lines: BagLine[]): number {
  let count = 0;
  for (const line of lines) {
    if (!line.isGift && !line.isToussi) count += line.quantity;
  }
  return count;
}

/**
 * One entry's total: the back-end's own line total when the bag carries it (it may include the
 * line's promotions), else unit price x quantity; gifts are free. Money is the back-end's.
 */
export function entryTotal(entry: CartEntry): number {
  if (entry.isGift) return 0;
  if (entry.totalPrice !== undefined) return entry.totalPrice.value;
  return fromHundredths(toHundredths(entry.product.price.value) * entry.quantity);
}

/** The bag's lines summed to the cent (the cart's subtotal before order discounts). */
export function entriesTotal(entries: readonly CartEntry[]): number {
  let hundredths = 0;
  for (const entry of entries) hundredths += toHundredths(entryTotal(entry));
  return fromHundredths(hundredths);
}
