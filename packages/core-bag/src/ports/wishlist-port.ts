import type { CallOptions } from '../calls/call-signal.js';
import type { Wishlist, WishlistProduct } from '../entities/wishlist.schema.js';

/**
 * Wishlist calls of docs/product/commerce-api.md §8, for logged users (guests keep ids locally).
 */
export interface WishlistPort {
  /** GET /wishlist/{u}/current */
  getWishlist(options?: CallOptions): Promise<Wishlist>;
  /** POST add by product code; rejects with 'Product is already in wishlist' when present. */
  addProduct(productCode: string, options?: CallOptions): Promise<Wishlist>;
  /** POST remove by product code. */
  removeProduct(productCode: string, options?: CallOptions): Promise<Wishlist>;
  /** GET share token for the user's wishlist. */
  getShareToken(options?: CallOptions): Promise<string>;
  /** POST /wishlist/share/token */
  shareWishlist(token: string, options?: CallOptions): Promise<void>;
  /** A friend's wishlist by its share id; rejects (404) when it cannot be loaded. */
  getSharedWishlist(id: string, options?: CallOptions): Promise<Wishlist>;
  /** Adds the guest's local ids to the user's list after login. */
  mergeAnonymous(productIds: string[], options?: CallOptions): Promise<Wishlist>;
  /** In-stock products of a category, for suggestions (stock filter inStock). */
  getCategoryProducts(
    categoryId: string,
    limit: number,
    options?: CallOptions,
  ): Promise<WishlistProduct[]>;
}
