import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALREADY_IN_WISHLIST,
  addLocalWishlistId,
  pickSuggestions,
  removeLocalWishlistId,
  suggestionSource,
} from './wishlist-rules.js';

describe('wishlist rules (docs/product/wishlist.md)', () => {
  it('adds a local id once; a second add is the already-in-wishlist error', () => {
    expect(addLocalWishlistId(['a'], 'b')).toEqual({ ids: ['a', 'b'], error: null });
    expect(addLocalWishlistId(['a'], 'a')).toEqual({ ids: ['a'], error: ALREADY_IN_WISHLIST });
    expect(ALREADY_IN_WISHLIST).toBe('Product is already in wishlist');
    expect(removeLocalWishlistId(['a', 'b'], 'a')).toEqual(['b']);
  });

  it('takes suggestions from the slider products, else its category', () => {
    expect(suggestionSource({ products: [{ id: 'x' }], categoryId: 'c' }).kind).toBe('products');
    expect(suggestionSource({ products: [], categoryId: 'c' })).toEqual({
      kind: 'category',
      categoryId: 'c',
    });
    expect(suggestionSource(null)).toEqual({ kind: 'none' });
  });

  it('property: 12 suggestions when 12 fit, all in stock, none already in the wishlist', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ id: fc.string({ maxLength: 3 }), inStock: fc.boolean() }), {
          maxLength: 40,
        }),
        fc.array(fc.string({ maxLength: 3 }), { maxLength: 5 }),
        (products, inWishlist) => {
          const picked = pickSuggestions(products, inWishlist);
          expect(picked.length).toBeLessThanOrEqual(12);
          for (const product of picked) {
            expect(product.inStock).toBe(true);
            expect(inWishlist).not.toContain(product.id);
          }
          // 12 whenever 12 eligible products exist (issue 22), in the slider's order.
          const eligible = products.filter((p) => p.inStock && !inWishlist.includes(p.id));
          expect(picked).toHaveLength(Math.min(12, eligible.length));
          const positions = picked.map((p) => products.findIndex((q) => q === p));
          expect(positions).toEqual([...positions].sort((a, b) => a - b));
        },
      ),
    );
  });
});
