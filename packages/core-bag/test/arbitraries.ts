// Shared fast-check generators for the bag's pure rules.
import fc from 'fast-check';
import type { BagLine } from '../src/lines/bag-line.js';

export const STORES = ['s1', 's2', 's3', 's4'] as const;

/** A bag line with small integer quantities and stock, prices on cents. */
export const bagLineArb: fc.Arbitrary<Omit<BagLine, 'entryNumber'>> = fc.record(
  {
    productId: fc.constantFrom('p1', 'p2', 'p3', 'p4', 'p5'),
    quantity: fc.integer({ min: 0, max: 6 }),
    price: fc.integer({ min: 0, max: 50_000 }).map((cents) => cents / 100),
    stock: fc.integer({ min: -1, max: 8 }),
    hasOverallStock: fc.boolean(),
    onlineStock: fc.boolean(),
    availableSdd: fc.subarray([...STORES]),
    isGift: fc.boolean(),
    isToussi: fc.boolean(),
  },
  {
    requiredKeys: [
      'productId',
      'quantity',
      'price',
      'stock',
      'hasOverallStock',
      'onlineStock',
      'availableSdd',
      'isGift',
    ],
  },
);

/** Bags of up to `maxLength` lines with distinct entry numbers. */
export function bagLinesArb(maxLength = 12): fc.Arbitrary<BagLine[]> {
  return fc
    .array(bagLineArb, { maxLength })
    .map((lines) => lines.map((line, entryNumber) => ({ ...line, entryNumber })));
}

export function line(overrides: Partial<BagLine> = {}): BagLine {
  return {
    entryNumber: 0,
    productId: 'p',
    quantity: 1,
    price: 10,
    stock: 5,
    hasOverallStock: true,
    onlineStock: true,
    availableSdd: [],
    isGift: false,
    ...overrides,
  };
}
