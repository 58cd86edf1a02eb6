import { describe, expect, it } from 'vitest';
import { addItemsFor, type StockAnswer } from './add-items.js';

const answer = (over: Partial<StockAnswer>): StockAnswer => ({
  id: '100754',
  stock: { level: 0, inStock: false },
  onlineStock: false,
  hasOverallStock: false,
  ...over,
});

describe('addItemsFor', () => {
  it('a piece only shops hold goes to the back-end with the units asked (it decides)', async () => {
    const [item] = await addItemsFor([{ code: '100754', quantity: 2 }], async () =>
      answer({ hasOverallStock: true }),
    );
    expect(item?.product.stock).toBe(2);
    expect(item?.product.onlineStock).toBe(false);
  });

  it('a piece sold out everywhere keeps level 0, so the bag lists it as without stock', async () => {
    const [item] = await addItemsFor([{ code: '100754', quantity: 1 }], async () => answer({}));
    expect(item?.product.stock).toBe(0);
  });

  it('a web piece keeps the level the back-end gave', async () => {
    const [item] = await addItemsFor([{ code: '100100', quantity: 1 }], async () =>
      answer({ stock: { level: 7, inStock: true }, onlineStock: true, hasOverallStock: true }),
    );
    expect(item?.product.stock).toBe(7);
  });
});
