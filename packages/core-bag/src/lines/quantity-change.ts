import type { BagLine } from './bag-line.js';

export type QuantityChange = { kind: 'update'; quantity: number } | { kind: 'remove' };

/** docs/product/bag.md §3.3: at the stock limit an increase becomes a no-stock note instead. */
export function decideIncrease(
  line: BagLine,
): { kind: 'update'; quantity: number } | { kind: 'noStock' } {
  if (line.quantity >= line.stock) return { kind: 'noStock' };
  return { kind: 'update', quantity: line.quantity + 1 };
}

/** docs/product/bag.md §3.4: decreasing at 1, or by at least the quantity, removes the entry. */
export function decideDecrease(line: BagLine, by = 1): QuantityChange {
  const step = Number.isFinite(by) && by > 0 ? Math.floor(by) || 1 : 1;
  if (line.quantity <= 1 || step >= line.quantity) return { kind: 'remove' };
  return { kind: 'update', quantity: line.quantity - step };
}
