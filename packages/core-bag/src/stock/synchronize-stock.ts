import type { BagLine } from '../lines/bag-line.js';

export interface StockSynchronization {
  /** What stays, in input order, with quantities lowered where stock demanded it. */
  lines: BagLine[];
  /** Lines that went, exactly as they came in. */
  removed: BagLine[];
  /** Lines that stayed with a lower quantity (updated copies, also in `lines`). */
  reduced: BagLine[];
}

export interface StockSynchronizationTrace extends StockSynchronization {
  /** Passes made, the last one being the pass that found nothing to change. */
  passes: number;
}

/** A line with the position it had in the input, so removals can hand back the original. */
interface Tracked {
  index: number;
  line: BagLine;
}

/** Whole units of stock; NaN, negative or missing stock counts as none. */
function usableStock(line: BagLine): number {
  return line.stock >= 1 ? Math.floor(line.stock) : 0;
}

/**
 * One pass of docs/product/bag.md §4.1: quantities come down to stock (a line at stock 0 goes),
 * then lines without overall stock go. Gift lines are exempt. Null when nothing changed, which
 * is what "consistent" means.
 */
function stockPass(current: readonly Tracked[]): { kept: Tracked[]; gone: Tracked[] } | null {
  const afterStock: Tracked[] = [];
  const gone: Tracked[] = [];
  let changed = false;
  for (const tracked of current) {
    const { line } = tracked;
    if (line.isGift) {
      afterStock.push(tracked);
      continue;
    }
    const stock = usableStock(line);
    // A quantity below one (or not a number) is not a line the shopper can keep either.
    if (stock === 0 || !(line.quantity >= 1)) {
      gone.push(tracked);
    } else if (line.quantity > stock) {
      afterStock.push({ index: tracked.index, line: { ...line, quantity: stock } });
      changed = true;
    } else {
      afterStock.push(tracked);
    }
  }
  const kept: Tracked[] = [];
  for (const tracked of afterStock) {
    if (tracked.line.isGift || tracked.line.hasOverallStock) kept.push(tracked);
    else gone.push(tracked);
  }
  if (gone.length === 0 && !changed) return null;
  return { kept, gone };
}

/**
 * synchronizeStock with the number of passes it took. The rule is repeated until the bag is
 * consistent; every pass but the last removes or lowers at least one line for good, so it
 * ends within n + 1 passes for n lines (in practice two).
 */
export function synchronizeStockTrace(lines: readonly BagLine[]): StockSynchronizationTrace {
  let current: Tracked[] = lines.map((line, index) => ({ index, line }));
  const removedIndexes: number[] = [];
  let passes = 0;
  for (;;) {
    passes += 1;
    const pass = stockPass(current);
    if (pass === null) break;
    for (const tracked of pass.gone) removedIndexes.push(tracked.index);
    current = pass.kept;
  }
  removedIndexes.sort((a, b) => a - b);
  const removed = removedIndexes.flatMap((index) => {
    const line = lines[index];
    return line === undefined ? [] : [line];
  });
  const reduced = current
    .filter((tracked) => tracked.line.quantity < (lines[tracked.index]?.quantity ?? 0))
    .map((tracked) => tracked.line);
  return { lines: current.map((tracked) => tracked.line), removed, reduced, passes };
}

/**
 * docs/product/bag.md §4.1 (API contract): reduce lines above stock, remove lines at stock 0, then
 * remove lines lacking overall stock, until consistent; gift lines are exempt. Never
 * mutates its input.
 */
export function synchronizeStock(lines: BagLine[]): StockSynchronization {
  const { lines: kept, removed, reduced } = synchronizeStockTrace(lines);
  return { lines: kept, removed, reduced };
}
