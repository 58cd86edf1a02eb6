import { countProducts } from '../totals/bag-totals.js';
import type { Bag } from '../entities/bag.schema.js';
import { bagLines } from '../lines/entry-line.js';

function compareCodes(a: string, b: string): number {
  if (/^\d+$/.test(a) && /^\d+$/.test(b)) {
    const byLength = a.replace(/^0+/, '').length - b.replace(/^0+/, '').length;
    if (byLength !== 0) return byLength;
    const trimmedA = a.replace(/^0+/, '');
    const trimmedB = b.replace(/^0+/, '');
    return trimmedA < trimmedB ? -1 : trimmedA > trimmedB ? 1 : 0;
  }
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * docs/product/bag.md §2.3: the user's latest bag is the one with the highest code (numeric codes
 * compared as numbers).
 */
export function latestBag(bags: readonly Bag[]): Bag | null {
  let latest: Bag | null = null;
  for (const bag of bags) {
    if (bag.code === undefined) continue;
    if (latest === null || compareCodes(bag.code, latest.code ?? '') > 0) latest = bag;
  }
  return latest;
}

/** Merging a bag into itself is an error (docs/product/bag.md §2.3). */
export function isSameBag(anonymousCartId: string | null, target: Bag): boolean {
  return (
    anonymousCartId !== null &&
    (target.cartId === anonymousCartId || target.code === anonymousCartId)
  );
}

/** After a merge the shopper is warned when the count of selected products changed. */
export function showsMergeWarning(countBefore: number, countAfter: number): boolean {
  return countBefore !== countAfter;
}

/**
 * The selected-product count the merge warning compares (docs/product/bag.md §2.3): the back-end's
 * own figure (numberOfSelectedProducts) when the bag carries it, else the lines' count.
 */
export function selectedProductCount(bag: Bag | null): number {
  return bag?.numberOfSelectedProducts ?? countProducts(bagLines(bag));
}
