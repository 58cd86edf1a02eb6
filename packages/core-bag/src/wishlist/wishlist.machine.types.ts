import type { Wishlist, WishlistProduct } from '../entities/wishlist.schema.js';
import type { NoveltiesSlider } from './wishlist-rules.js';

export const DEFAULT_WISHLIST_TIMEOUT_MS = 15_000;

export type WishlistOperation =
  'load' | 'add' | 'remove' | 'undo' | 'share' | 'merge' | 'suggestions' | 'loadShared';

/**
 * How a wishlist call's rejection is read: the duplicate error of docs/product/wishlist.md §2, or
 * any other.
 */
export type WishlistErrorKind = 'alreadyInWishlist' | 'failed';

export interface WishlistFailure {
  operation: WishlistOperation;
  kind: WishlistErrorKind | 'timeout' | 'malformed';
  error?: unknown;
}

export interface WishlistContext {
  loggedIn: boolean;
  /** The logged user's server list. */
  wishlist: Wishlist | null;
  /** A guest's product ids, kept locally by the caller (see wishlist.localIdsChanged). */
  localIds: string[];
  /** Removed product ids, newest first, for undo. */
  undo: string[];
  copyWishlist: boolean;
  shareToken: string | null;
  suggestions: WishlistProduct[];
  sharedWishlist: Wishlist | null;
  /** A shared wishlist that failed to load: the page shows the 404 error page. */
  sharedNotFound: boolean;
  /** The message to show, for example 'Product is already in wishlist'. */
  error: string | null;
  failure: WishlistFailure | null;
  operation: WishlistOperation | null;
  pendingProductId: string | null;
  pendingCategoryId: string | null;
  pendingSharedId: string | null;
  timeoutMs: number;
}

export interface WishlistMachineInput {
  loggedIn?: boolean;
  localIds?: string[];
  timeoutMs?: number;
}

export type WishlistEvent =
  | { type: 'LOAD' }
  | { type: 'ADD'; productId: string }
  | { type: 'REMOVE'; productId: string }
  | { type: 'UNDO'; productId: string }
  | { type: 'TOGGLE_COPY' }
  | { type: 'SHARE' }
  | { type: 'LOGIN' }
  | { type: 'LOGOUT' }
  | { type: 'LOAD_SUGGESTIONS'; slider: NoveltiesSlider | null }
  | { type: 'LOAD_SHARED'; id: string };

export type WishlistEmitted =
  { type: 'wishlist.localIdsChanged'; ids: string[] } | { type: 'wishlist.shared'; token: string };

/** Inputs and outputs of the named actors the caller provides (WishlistPort calls). */
export interface WishlistActorInputs {
  loadWishlist: Record<string, never>;
  addProduct: { productId: string };
  removeProduct: { productId: string };
  getShareToken: Record<string, never>;
  shareWishlist: { token: string };
  mergeAnonymous: { productIds: string[] };
  loadCategoryProducts: { categoryId: string; limit: number };
  loadSharedWishlist: { id: string };
}
export interface WishlistActorOutputs {
  loadWishlist: Wishlist;
  addProduct: Wishlist;
  removeProduct: Wishlist;
  getShareToken: string;
  shareWishlist: unknown;
  mergeAnonymous: Wishlist;
  loadCategoryProducts: WishlistProduct[];
  loadSharedWishlist: Wishlist;
}
export type WishlistActorName = keyof WishlistActorInputs;
