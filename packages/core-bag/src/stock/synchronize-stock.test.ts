import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { bagLinesArb, line } from '../../test/arbitraries.js';
import { synchronizeStock, synchronizeStockTrace } from './synchronize-stock.js';

describe('synchronizeStock (docs/product/bag.md §4.1)', () => {
  it('lowers a line above its stock and reports it as reduced', () => {
    const input = [line({ entryNumber: 1, quantity: 4, stock: 2 })];
    const result = synchronizeStock(input);
    expect(result.lines).toEqual([{ ...input[0], quantity: 2 }]);
    expect(result.reduced).toEqual([{ ...input[0], quantity: 2 }]);
    expect(result.removed).toEqual([]);
  });

  it('removes a line at stock 0, as it came in', () => {
    const gone = line({ entryNumber: 1, quantity: 3, stock: 0 });
    const result = synchronizeStock([gone, line({ entryNumber: 2 })]);
    expect(result.removed).toEqual([gone]);
    expect(result.lines.map((l) => l.entryNumber)).toEqual([2]);
  });

  it('then removes lines lacking overall stock, even after lowering them', () => {
    const input = line({ entryNumber: 1, quantity: 4, stock: 2, hasOverallStock: false });
    const result = synchronizeStock([input]);
    expect(result.removed).toEqual([input]);
    expect(result.reduced).toEqual([]);
    expect(result.lines).toEqual([]);
  });

  it('leaves gift lines alone whatever their stock', () => {
    const gift = line({ isGift: true, quantity: 3, stock: 0, hasOverallStock: false });
    expect(synchronizeStock([gift])).toEqual({ lines: [gift], removed: [], reduced: [] });
  });

  it('never mutates its input', () => {
    const input = [line({ quantity: 9, stock: 1 }), line({ entryNumber: 2, stock: 0 })];
    const copy = structuredClone(input);
    synchronizeStock(input);
    expect(input).toEqual(copy);
  });

  it('property: every non-gift line left has 0 < quantity <= stock and overall stock', () => {
    fc.assert(
      fc.property(bagLinesArb(), (lines) => {
        for (const kept of synchronizeStock(lines).lines) {
          if (kept.isGift) continue;
          expect(kept.quantity).toBeGreaterThan(0);
          expect(kept.quantity).toBeLessThanOrEqual(kept.stock);
          expect(kept.hasOverallStock).toBe(true);
        }
      }),
    );
  });

  it('property: gift lines come out untouched, in place', () => {
    fc.assert(
      fc.property(bagLinesArb(), (lines) => {
        const result = synchronizeStock(lines);
        const giftsIn = lines.filter((l) => l.isGift);
        expect(result.lines.filter((l) => l.isGift)).toEqual(giftsIn);
        for (const gift of giftsIn) expect(result.lines).toContain(gift);
      }),
    );
  });

  it('property: nothing is lost; every input line is kept, reduced or removed exactly once', () => {
    fc.assert(
      fc.property(bagLinesArb(), (lines) => {
        const result = synchronizeStock(lines);
        const keptNumbers = result.lines.map((l) => l.entryNumber);
        const removedNumbers = result.removed.map((l) => l.entryNumber);
        expect([...keptNumbers, ...removedNumbers].sort((a, b) => a - b)).toEqual(
          lines.map((l) => l.entryNumber),
        );
        // removed lines are the originals; reduced ones are kept lines with a lower quantity
        for (const gone of result.removed) expect(lines).toContain(gone);
        for (const lowered of result.reduced) {
          const original = lines.find((l) => l.entryNumber === lowered.entryNumber);
          expect(result.lines).toContain(lowered);
          expect(lowered.quantity).toBeLessThan(original?.quantity ?? 0);
          expect({ ...lowered, quantity: original?.quantity }).toEqual(original);
        }
        // kept lines that are not reduced are the inputs themselves
        for (const kept of result.lines) {
          if (!result.reduced.includes(kept)) expect(lines).toContain(kept);
        }
      }),
    );
  });

  it('property: ends within n + 1 passes and is idempotent', () => {
    fc.assert(
      fc.property(bagLinesArb(30), (lines) => {
        const trace = synchronizeStockTrace(lines);
        expect(trace.passes).toBeLessThanOrEqual(lines.length + 1);
        const again = synchronizeStockTrace(trace.lines);
        expect(again.passes).toBe(1);
        expect(again.lines).toEqual(trace.lines);
      }),
    );
  });
});
