import type { Wishlist, WishlistProduct } from '../entities/wishlist.schema.js';

/** The error text of docs/product/wishlist.md §2 for a second add of the same product. */
export const ALREADY_IN_WISHLIST = 'Product is already in wishlist';

/** docs/product/wishlist.md §5: wishlist suggestions show 12 products, in stock only. */
export const WISHLIST_SUGGESTIONS_LIMIT = 12;

export function wishlistIds(wishlist: Wishlist | null): string[] {
  return wishlist === null ? [] : wishlist.entries.map((entry) => entry.id);
}

/** A guest's local list after adding: the same product twice is an error, not a duplicate. */
export function addLocalWishlistId(
  ids: readonly string[],
  productId: string,
): { ids: string[]; error: typeof ALREADY_IN_WISHLIST | null } {
  if (ids.includes(productId)) return { ids: [...ids], error: ALREADY_IN_WISHLIST };
  return { ids: [...ids, productId], error: null };
}

export function removeLocalWishlistId(ids: readonly string[], productId: string): string[] {
  return ids.filter((id) => id !== productId);
}

/** The first novelties slider holds either its own products or a category to load them from. */
export interface NoveltiesSlider {
  categoryId?: string | null;
  products?: WishlistProduct[] | null;
}

export type SuggestionSource =
  | { kind: 'products'; products: WishlistProduct[] }
  | { kind: 'category'; categoryId: string }
  | { kind: 'none' };

export function suggestionSource(slider: NoveltiesSlider | null | undefined): SuggestionSource {
  if (slider?.products !== null && slider?.products !== undefined && slider.products.length > 0) {
    return { kind: 'products', products: slider.products };
  }
  if (slider?.categoryId !== null && slider?.categoryId !== undefined && slider.categoryId !== '') {
    return { kind: 'category', categoryId: slider.categoryId };
  }
  return { kind: 'none' };
}

/**
 * How many category products to ask for: the 12 shown plus one for every product already in
 * the wishlist, since those are left out after loading. Asking for just 12 would show fewer
 * whenever some of them are in the wishlist (issue 22: filter first, then take 12).
 */
export function suggestionPoolSize(inWishlist: readonly string[]): number {
  return WISHLIST_SUGGESTIONS_LIMIT + new Set(inWishlist).size;
}

/** In-stock products not already in the wishlist, at most 12. */
export function pickSuggestions(
  products: readonly WishlistProduct[],
  inWishlist: readonly string[] = [],
): WishlistProduct[] {
  return products
    .filter((product) => product.inStock !== false && !inWishlist.includes(product.id))
    .slice(0, WISHLIST_SUGGESTIONS_LIMIT);
}
