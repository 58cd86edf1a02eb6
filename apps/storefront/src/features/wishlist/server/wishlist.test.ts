import { describe, expect, it } from 'vitest';
import { firstNoveltiesSlider } from './wishlist.js';

describe('firstNoveltiesSlider (where the wishlist suggestions come from, docs/product/wishlist.md §5)', () => {
  it('takes the novelties slider that comes first on the page, with its category', () => {
    expect(
      firstNoveltiesSlider([
        { type: 'NoveltiesSlider', order: 7, categoryId: '3' },
        { type: 'HeroSlider', order: 1 },
        { type: 'NoveltiesSlider', order: 4, categoryId: '18' },
      ]),
    ).toEqual({ categoryId: '18', products: null });
  });

  it('uses its own products when it names no category, and is null without a slider', () => {
    expect(
      firstNoveltiesSlider([{ type: 'NoveltiesSlider', order: 1, productIds: ['a', 2, 'b'] }]),
    ).toEqual({ categoryId: null, products: [{ id: 'a' }, { id: 'b' }] });
    expect(firstNoveltiesSlider([{ type: 'GridSlider', order: 1, categoryId: '3' }])).toBeNull();
  });
});
