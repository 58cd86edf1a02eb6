import type { GuestMergeData } from './session-types.js';

/** The guest's wishlist is merged only when there is one (docs/product/accounts.md §2.4). */
export function shouldMergeWishlist(guest: Pick<GuestMergeData, 'wishlistProductIds'>): boolean {
  return guest.wishlistProductIds.length > 0;
}

/**
 * After the bag merge the shopper is warned (a modal with the first name) when the merged bag
 * does not hold the count of selected products the guest bag held. Nothing to compare, no
 * warning.
 */
export function shouldWarnAfterBagMerge(
  guest: Pick<GuestMergeData, 'selectedProductsCount'>,
  mergedSelectedProductsCount: number | null | undefined,
): boolean {
  if (guest.selectedProductsCount === null || typeof mergedSelectedProductsCount !== 'number')
    return false;
  return mergedSelectedProductsCount !== guest.selectedProductsCount;
}
