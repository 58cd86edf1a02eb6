import type { WishlistState } from '../browser/wishlist-store.js';

type Text = (key: string, fallback: string) => string;

/**
 * The message of a failed wishlist change (docs/product/wishlist.md §2: 'Product is already in
 * wishlist', else a retry message); null for what the shopper did not ask for (suggestions,
 * the share token, which have their own places).
 */
export function wishlistFailureText(failure: WishlistState['failure'], text: Text): string | null {
  if (failure === null) return null;
  if (failure.kind === 'alreadyInWishlist')
    return text('wishlistAlreadyIn', 'Product is already in wishlist');
  if (failure.operation === 'suggestions' || failure.operation === 'share') return null;
  return text('wishlistError', 'We could not update your wishlist. Please try again.');
}
