/** What storage holds when the bag starts (docs/product/bag.md §2.2). */
export interface StoredBagSession {
  /** The guid of the cart cookie. */
  cartId?: string | null;
  /** A session token left by an earlier login. */
  previousToken?: string | null;
}

export type BagStart = 'loginWithPreviousToken' | 'restore' | 'clear';

/**
 * A previous session token wins (the user's own bag comes back), then a stored cart id
 * restores an anonymous bag; with neither, storage is cleared and the bag is created on
 * first need.
 */
export function decideBagStart(stored: StoredBagSession): BagStart {
  if (
    stored.previousToken !== null &&
    stored.previousToken !== undefined &&
    stored.previousToken !== ''
  ) {
    return 'loginWithPreviousToken';
  }
  if (stored.cartId !== null && stored.cartId !== undefined && stored.cartId !== '')
    return 'restore';
  return 'clear';
}
