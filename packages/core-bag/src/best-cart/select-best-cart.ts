import type { BagLine } from '../lines/bag-line.js';
import { lineTotal } from '../totals/bag-totals.js';

export interface BestCart {
  lines: BagLine[];
  removed: BagLine[];
  removedGroup: 'A' | 'B' | null;
  sddEnabled: boolean;
}

function deliverableSameDay(line: BagLine, stores: ReadonlySet<string>): boolean {
  return line.availableSdd.some((store) => stores.has(store));
}

/** Group A: ships from the web warehouse but cannot reach this postal code the same day. */
export function isBestCartGroupA(line: BagLine, stores: ReadonlySet<string>): boolean {
  return !line.isGift && line.onlineStock && !deliverableSameDay(line, stores);
}

/** Group B: only a nearby store can serve it, the same day. */
export function isBestCartGroupB(line: BagLine, stores: ReadonlySet<string>): boolean {
  return (
    !line.isGift && !line.onlineStock && line.hasOverallStock && deliverableSameDay(line, stores)
  );
}

/**
 * docs/product/shipping.md §5 (API contract). When no shipping method can serve the whole bag, the
 * two halves cannot travel together: keep the more valuable half. Only when both groups exist
 * is one removed, the one with the lower total (a tie removes group B, keeping the usual
 * web delivery). Gift lines belong to no group. SDD is on exactly when group A went.
 */
export function selectBestCart(lines: BagLine[], storesForPostalCode: string[]): BestCart {
  const stores = new Set(storesForPostalCode);
  const groupA = lines.filter((line) => isBestCartGroupA(line, stores));
  const groupB = lines.filter((line) => isBestCartGroupB(line, stores));
  if (groupA.length === 0 || groupB.length === 0) {
    return { lines: [...lines], removed: [], removedGroup: null, sddEnabled: false };
  }
  const removedGroup = lineTotal(groupA) < lineTotal(groupB) ? 'A' : 'B';
  const removed = new Set(removedGroup === 'A' ? groupA : groupB);
  return {
    lines: lines.filter((line) => !removed.has(line)),
    removed: [...removed],
    removedGroup,
    sddEnabled: removedGroup === 'A',
  };
}
