import { lazySchema } from '@atelier/core-catalogue';
import { z } from 'zod';

export const EngravingInfoSchema = lazySchema(() =>
  z.object({
    engravingText: z.string(),
    fontSize: z.string().optional(),
    orientation: z.string().optional(),
    typography: z.string().optional(),
    urlImage: z.string().optional(),
    engravingType: z.string().optional(),
    colour: z.string().optional(),
  }),
);
export type EngravingInfo = z.infer<typeof EngravingInfoSchema>;

export const GiftCardInfoSchema = lazySchema(() =>
  z.object({
    destinationMessage: z.string(),
    fromMessage: z.string(),
    message: z.string(),
  }),
);
export type GiftCardInfo = z.infer<typeof GiftCardInfoSchema>;

/**
 * A personalised piece's charms, each on an anchor of the piece (docs/product/product.md §3.4):
 * posted with the piece's entry, which the back-end splits into the piece and its charms.
 */
export const PersonalisationInfoSchema = lazySchema(() =>
  z.object({
    charms: z
      .array(z.object({ anchorId: z.string().min(1), productCode: z.string().min(1) }))
      .min(1),
  }),
);
export type PersonalisationInfo = z.infer<typeof PersonalisationInfoSchema>;

/** What is posted to add one entry (docs/product/bag.md §1.3). */
export const EntryPayloadSchema = lazySchema(() =>
  z.object({
    /** The size code when the product is sized, else the product code. */
    productCode: z.string().min(1),
    quantity: z.number().int().positive(),
    engravingInfo: EngravingInfoSchema.optional(),
    giftCardInfo: GiftCardInfoSchema.optional(),
    personalisationInfo: PersonalisationInfoSchema.optional(),
  }),
);
export type EntryPayload = z.infer<typeof EntryPayloadSchema>;
