import { describe, expect, it } from 'vitest';
import type { BagLine } from './bag-line.js';
import { countProducts, lineTotal } from './bag-totals.js';

function line(overrides: Partial<BagLine>): BagLine {
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

describe('bag totals', () => {
  it('sums price x quantity without gifts, exactly on cents', () => {
    const lines = [
      line({ price: 0.1, quantity: 3 }),
      line({ price: 0.2, quantity: 1 }),
      line({ price: 99, quantity: 2, isGift: true }),
    ];
    expect(lineTotal(lines)).toBe(0.5);
  });

  it('counts quantities without gifts or toussis', () => {
    const lines = [
      line({ quantity: 2 }),
      line({ quantity: 1, isToussi: true }),
      line({ isGift: true }),
    ];
    expect(countProducts(lines)).toBe(2);
  });
});
