import { lazySchema } from '@atelier/core-catalogue';
import { z } from 'zod';
import { CartEntrySchema } from './cart-entry.schema.js';

export const SaveForLaterSchema = lazySchema(() =>
  z.object({
    entries: z.array(CartEntrySchema),
    listUid: z.string().nullish(),
  }),
);
export type SaveForLater = z.infer<typeof SaveForLaterSchema>;

/**
 * What restoring from save for later answers: asked for vs really added (docs/product/bag.md §5).
 */
export const RestoreFromSaveForLaterResultSchema = lazySchema(() =>
  z.object({
    quantity: z.number().int().nonnegative(),
    quantityAdded: z.number().int().nonnegative(),
  }),
);
export type RestoreFromSaveForLaterResult = z.infer<typeof RestoreFromSaveForLaterResultSchema>;
