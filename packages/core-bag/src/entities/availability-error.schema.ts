import { lazySchema } from '@atelier/core-catalogue';
import { z } from 'zod';

export const AVAILABILITY_REASONS = [
  'NO_WEB_STOCK',
  'NO_POS_STOCK',
  'NO_STORE',
  'HOLIDAY',
  'NO_AVAILABLE',
] as const;
export const AvailabilityReasonSchema = lazySchema(() => z.enum(AVAILABILITY_REASONS));
export type AvailabilityReason = z.infer<typeof AvailabilityReasonSchema>;

/** docs/product/bag.md §1.5: why a product cannot be served (by web, store or same day). */
export const ProductAvailabilityErrorSchema = lazySchema(() =>
  z.object({
    /** The product id. */
    id: z.string(),
    noOnlineStock: z.boolean(),
    noStoreStock: z.boolean(),
    hasSddNotAvailable: z.boolean(),
    quantityToDecrease: z.number().int().nonnegative(),
    reasons: z.array(AvailabilityReasonSchema).optional(),
  }),
);
export type ProductAvailabilityError = z.infer<typeof ProductAvailabilityErrorSchema>;
