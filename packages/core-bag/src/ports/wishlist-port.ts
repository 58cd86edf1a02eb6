import type { Wishlist, WishlistProduct } from '../entities/wishlist.schema.js';

/** Wishlist calls of spec 2, 7.3, for logged users (guests keep ids locally). */
export interface WishlistPort {
  /** GET /wishlist/{u}/current */
  getWishlist(): Promise<Wishlist>;
  /** POST add by product code; rejects with 'Product is already in wishlist' when present. */
  addProduct(productCode: string): Promise<Wishlist>;
  /** POST remove by product code. */
  removeProduct(productCode: string): Promise<Wishlist>;
  /** GET share token for the user's wishlist. */
  getShareToken(): Promise<string>;
  /** POST /wishlist/share/token */
  shareWishlist(token: string): Promise<void>;
  /** A friend's wishlist by its share id; rejects (404) when it cannot be loaded. */
  getSharedWishlist(id: string): Promise<Wishlist>;
  /** Adds the guest's local ids to the user's list after login. */
  mergeAnonymous(productIds: string[]): Promise<Wishlist>;
  /** In-stock products of a category, for suggestions (stock filter inStock). */
  getCategoryProducts(categoryId: string, limit: number): Promise<WishlistProduct[]>;
}
