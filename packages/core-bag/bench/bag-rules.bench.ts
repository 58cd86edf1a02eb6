// How the two per-line rules grow with the size of the bag: 10, 100 and 1,000 lines.
import { bench, describe } from 'vitest';
import type { BagLine } from '../src/lines/bag-line.js';
import { selectBestCart } from '../src/best-cart/select-best-cart.js';
import { synchronizeStock } from '../src/stock/synchronize-stock.js';

/** A deterministic mixed bag: some lines over stock, some at 0, some without overall stock, gifts. */
function makeLines(count: number): BagLine[] {
  const lines: BagLine[] = [];
  for (let i = 0; i < count; i += 1) {
    lines.push({
      entryNumber: i,
      productId: `p${i}`,
      quantity: 1 + (i % 4),
      price: 5 + (i % 17) * 3.25,
      stock: i % 7,
      hasOverallStock: i % 11 !== 0,
      onlineStock: i % 3 !== 0,
      availableSdd: i % 5 === 0 ? [] : [`s${i % 4}`],
      isGift: i % 13 === 0,
    });
  }
  return lines;
}

const STORES = ['s1', 's2'];

const SIZES = [10, 100, 1_000];
const BAGS = new Map(SIZES.map((size) => [size, makeLines(size)]));

// One group per rule, so Vitest's summary shows each size as a ratio of the others.
describe('synchronizeStock', () => {
  for (const [size, lines] of BAGS) {
    bench(`${size} lines`, () => {
      synchronizeStock(lines);
    });
  }
});

describe('selectBestCart', () => {
  for (const [size, lines] of BAGS) {
    bench(`${size} lines`, () => {
      selectBestCart(lines, STORES);
    });
  }
});
