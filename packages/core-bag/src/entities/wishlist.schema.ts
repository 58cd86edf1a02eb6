import { lazySchema } from '@atelier/core-catalogue';
import { z } from 'zod';

export const WishlistProductSchema = lazySchema(() =>
  z.looseObject({
    id: z.string(),
    name: z.string().optional(),
    inStock: z.boolean().optional(),
  }),
);
export type WishlistProduct = z.infer<typeof WishlistProductSchema>;

export const WishlistEntrySchema = lazySchema(() =>
  z.object({
    addedDate: z.string().optional(),
    /** The entry index in the list. */
    entry: z.number().int().nonnegative().optional(),
    /** The base product id. */
    id: z.string(),
    product: WishlistProductSchema.optional(),
  }),
);
export type WishlistEntry = z.infer<typeof WishlistEntrySchema>;

/** A logged user's server wishlist (docs/product/wishlist.md §1.1). */
export const WishlistSchema = lazySchema(() =>
  z.object({
    name: z.string().optional(),
    entries: z.array(WishlistEntrySchema),
    userName: z.string().optional(),
    previewResults: z.number().int().nonnegative().optional(),
    totalResults: z.number().int().nonnegative().optional(),
    hasMoreResults: z.boolean().optional(),
  }),
);
export type Wishlist = z.infer<typeof WishlistSchema>;

/** A guest's wishlist: product ids kept locally. */
export const AnonymousWishlistSchema = lazySchema(() => z.array(z.string()));
export type AnonymousWishlist = z.infer<typeof AnonymousWishlistSchema>;
