import { describe, expect, it } from 'vitest';
import { shouldMergeWishlist, shouldWarnAfterBagMerge } from './login-merge.js';

describe('login merge decisions', () => {
  it('merges the wishlist only when the guest has one', () => {
    expect(shouldMergeWishlist({ wishlistProductIds: [] })).toBe(false);
    expect(shouldMergeWishlist({ wishlistProductIds: ['p1'] })).toBe(true);
  });
  it('warns when the merged bag count differs from the guest count', () => {
    expect(shouldWarnAfterBagMerge({ selectedProductsCount: 2 }, 5)).toBe(true);
    expect(shouldWarnAfterBagMerge({ selectedProductsCount: 2 }, 2)).toBe(false);
    expect(shouldWarnAfterBagMerge({ selectedProductsCount: null }, 5)).toBe(false);
    expect(shouldWarnAfterBagMerge({ selectedProductsCount: 2 }, undefined)).toBe(false);
  });
});
