import { z } from 'zod';
import { EngravingInfoSchema, GiftCardInfoSchema } from './entry-payload.schema.js';
import { EntryProductSchema } from './entry-product.schema.js';
import { moneySchema, lazySchema } from '@atelier/core-catalogue';

export const CartEntrySchema = lazySchema(() =>
  z.object({
    entryNumber: z.number().int().nonnegative(),
    quantity: z.number().int().nonnegative(),
    product: EntryProductSchema,
    size: z.object({ code: z.string(), name: z.string().optional() }).nullish(),
    isGift: z.boolean(),
    saveForLater: z.boolean().optional(),
    engravingOptions: EngravingInfoSchema.nullish(),
    /**
     * The gift message of the line (docs/product/bag.md §6: gift card info), when the shopper wrote
     * one.
     */
    giftCardInfo: GiftCardInfoSchema.nullish(),
    /**
     * A charm's line names its personalised piece's entry and the anchor it hangs on
     * (docs/product/product.md §3.4).
     */
    personalisationInfo: z
      .object({ parentEntryNumber: z.number().int().nonnegative(), anchorId: z.string() })
      .nullish(),
    /** Gift-with-purchase product id this entry is the gift of. */
    gwpProduct: z.string().nullish(),
    /**
     * The line's total as the back-end priced it, when it says (standard OCC's entry
     * `totalPrice`: after the line's own promotions). The bag shows it over price x quantity.
     */
    totalPrice: moneySchema.optional(),
  }),
);
export type CartEntry = z.infer<typeof CartEntrySchema>;
