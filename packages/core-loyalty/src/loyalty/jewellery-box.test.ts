import { describe, expect, it } from 'vitest';
import { jewelleryBoxEntrySchema, mergeJewelleryBox } from './jewellery-box.js';

describe('virtual jewellery box', () => {
  it('rejects entries without a product id', () => {
    expect(jewelleryBoxEntrySchema.safeParse({ productId: ' ', date: '2026-01-01' }).success).toBe(
      false,
    );
  });
  it('merges product data into entries and drops entries without a product', () => {
    const merged = mergeJewelleryBox(
      [
        { productId: 'a', date: '2026-01-01' },
        { productId: 'gone', date: '2026-01-02' },
      ],
      [{ id: 'a', name: 'Bear pendant' }],
    );
    expect(merged).toEqual([{ id: 'a', name: 'Bear pendant', productId: 'a', date: '2026-01-01' }]);
  });
});
