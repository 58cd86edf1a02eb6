import { describe, expect, it } from 'vitest';
import { decideBagStart } from './bag-start.js';
import { isSameBag, latestBag, selectedProductCount, showsMergeWarning } from './merge-bags.js';
import { acceptsPackagingToggle } from './packaging-toggle.js';
import { bag, entry } from '../../test/entries.js';

describe('lifecycle rules (docs/product/bag.md §2)', () => {
  it('decides the start from stored token and cart id', () => {
    expect(decideBagStart({ previousToken: 't', cartId: 'c' })).toBe('loginWithPreviousToken');
    expect(decideBagStart({ cartId: 'c' })).toBe('restore');
    expect(decideBagStart({ cartId: '' })).toBe('clear');
    expect(decideBagStart({})).toBe('clear');
  });

  it('ignores the packaging toggle while locked unless first load', () => {
    expect(acceptsPackagingToggle({ locked: false, firstLoad: false })).toBe(true);
    expect(acceptsPackagingToggle({ locked: true, firstLoad: false })).toBe(false);
    expect(acceptsPackagingToggle({ locked: true, firstLoad: true })).toBe(true);
  });
});

describe('merge on login (docs/product/bag.md §2.3)', () => {
  it('picks the highest code, numerically', () => {
    const bags = [
      { code: '0009', products: [] },
      { code: '0010', products: [] },
      { code: '8', products: [] },
    ];
    expect(latestBag(bags)?.code).toBe('0010');
    expect(latestBag([])).toBeNull();
  });

  it('knows when both bags are the same, and when the count changed', () => {
    expect(isSameBag('g1', { cartId: 'g1', products: [] })).toBe(true);
    expect(isSameBag('g1', { cartId: 'g2', products: [] })).toBe(false);
    expect(isSameBag(null, { cartId: 'g2', products: [] })).toBe(false);
    expect(showsMergeWarning(2, 3)).toBe(true);
    expect(showsMergeWarning(2, 2)).toBe(false);
  });

  it('counts selected products by the bag’s own figure when it has one', () => {
    const lines = bag([entry({ quantity: 2 }), entry({ entryNumber: 1, isGift: true })]);
    expect(selectedProductCount(lines)).toBe(2);
    expect(selectedProductCount({ ...lines, numberOfSelectedProducts: 5 })).toBe(5);
    expect(selectedProductCount(null)).toBe(0);
  });
});
