import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isLastJewelleryBoxPage,
  JEWELLERY_BOX_PAGE_SIZE,
  jewelleryBoxEntrySchema,
  mergeJewelleryBox,
} from './jewellery-box.js';

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

describe('jewellery box paging', () => {
  it('ends at the total or at an empty page', () => {
    expect(isLastJewelleryBoxPage(0, { entries: new Array(20), total: 45 })).toBe(false);
    expect(isLastJewelleryBoxPage(40, { entries: new Array(5), total: 45 })).toBe(true);
    expect(isLastJewelleryBoxPage(20, { entries: [], total: 45 })).toBe(true);
  });

  it('paging 20 at a time stops after ceil(total / 20) pages, never later', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 500 }),
        fc.integer({ min: 0, max: 500 }),
        (held, total) => {
          // The CRM holds `held` entries but may announce another total.
          let loaded = 0;
          let pages = 0;
          for (;;) {
            const size = Math.max(0, Math.min(JEWELLERY_BOX_PAGE_SIZE, held - loaded));
            const received = { entries: new Array(size), total };
            pages += 1;
            const last = isLastJewelleryBoxPage(loaded, received);
            loaded += size;
            if (last) break;
            expect(pages).toBeLessThanOrEqual(Math.ceil(held / JEWELLERY_BOX_PAGE_SIZE) + 1);
          }
          expect(loaded).toBeLessThanOrEqual(held);
          expect(loaded >= Math.min(held, total) || loaded === held).toBe(true);
          expect(pages).toBeLessThanOrEqual(Math.ceil(held / JEWELLERY_BOX_PAGE_SIZE) + 1);
        },
      ),
    );
  });
});
