import { moneySchema, lazySchema } from '@atelier/core-catalogue';
import { z } from 'zod';

/**
 * The product inside a cart entry: what the stock and same-day rules read
 * (docs/product/bag.md §1.4).
 */
export const EntryProductSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    onlineStock: z.boolean(),
    stock: z.number(),
    hasOverallStock: z.boolean(),
    /** Store ids that can deliver it the same day. */
    availableSdd: z.array(z.string()),
    /** The unit price, as the back-end decides it. */
    price: moneySchema,
    /** Loyalty reward: excluded from product counts and from the undo list. */
    isToussi: z.boolean().optional(),
    name: z.string().optional(),
    /** For showing the line: the product's thumbnail and its page path, when the back-end sends them. */
    image: z.string().optional(),
    url: z.string().optional(),
  }),
);
export type EntryProduct = z.infer<typeof EntryProductSchema>;
