import { describe, expect, it } from 'vitest';
import { wishlistFailureText } from './wishlist-failure-text.js';

const text = (key: string) => `<${key}>`;

describe('the message of a failed wishlist change (docs/product/wishlist.md §2)', () => {
  it('names a product already in the list, whatever the operation', () => {
    expect(wishlistFailureText({ operation: 'add', kind: 'alreadyInWishlist' }, text)).toBe(
      '<wishlistAlreadyIn>',
    );
  });

  it('asks to try again when a change the shopper asked for failed', () => {
    for (const operation of ['add', 'remove', 'undo', 'load'] as const)
      expect(wishlistFailureText({ operation, kind: 'failed' }, text)).toBe('<wishlistError>');
  });

  it('says nothing for suggestions and the share token, nor without a failure', () => {
    expect(wishlistFailureText({ operation: 'suggestions', kind: 'failed' }, text)).toBeNull();
    expect(wishlistFailureText({ operation: 'share', kind: 'failed' }, text)).toBeNull();
    expect(wishlistFailureText(null, text)).toBeNull();
  });
});
