import type { BagLine } from '../lines/bag-line.js';

/** Sum of unit price x quantity; gifts are free and never counted. */
export function lineTotal(lines: BagLine[]): number {
  let cents = 0;
  for (const line of lines) {
    if (!line.isGift) cents += Math.round(line.price * 100) * line.quantity;
  }
  return cents / 100;
}

/** Products the shopper chose: gifts and toussi rewards do not count. */
export function countProducts(lines: BagLine[]): number {
  let count = 0;
  for (const line of lines) {
    if (!line.isGift && !line.isToussi) count += line.quantity;
  }
  return count;
}
