import { fromHundredths, toHundredths } from '@atelier/core-catalogue';
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
