import { WishlistSchema, type Wishlist } from '@atelier/core-bag';
import { z } from 'zod';
import { occStockSchema } from './money.schema.js';
import { lazySchema } from './lazy-schema.js';

const occWishlistProductSchema = lazySchema(() =>
  z.looseObject({
    code: z.string().min(1),
    name: z.string().optional(),
    stock: occStockSchema.optional(),
    onlineStock: z.boolean().optional(),
  }),
);

/** The wishlist with its entries' products in OCC shape (`code`), mapped to the bag's. */
export const wishlistWireSchema = lazySchema(() =>
  z
    .looseObject({
      name: z.string().optional(),
      userName: z.string().optional(),
      previewResults: z.number().int().nonnegative().optional(),
      totalResults: z.number().int().nonnegative().optional(),
      hasMoreResults: z.boolean().optional(),
      entries: z.array(
        z.looseObject({
          id: z.string().min(1),
          entry: z.number().int().nonnegative().optional(),
          addedDate: z.string().optional(),
          product: occWishlistProductSchema().optional(),
        }),
      ),
    })
    .transform(({ entries, ...rest }): z.input<typeof WishlistSchema> => ({
      ...rest,
      entries: entries.map(({ product, ...entry }) => ({
        ...entry,
        ...(product
          ? {
              product: {
                id: product.code,
                ...(product.name !== undefined ? { name: product.name } : {}),
                ...(product.onlineStock !== undefined || product.stock
                  ? {
                      inStock:
                        product.onlineStock ?? product.stock?.stockLevelStatus !== 'outOfStock',
                    }
                  : {}),
              },
            }
          : {}),
      })),
    }))
    .pipe(WishlistSchema)
    .transform((wishlist): Wishlist => wishlist),
);
