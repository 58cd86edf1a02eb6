import { moneySchema, lazySchema } from '@atelier/core-catalogue';
import { z } from 'zod';

/**
 * The method codes of docs/product/shipping.md §1.1; back-ends add suffixes (standard_ca, sdd_x,
 * ...).
 */
export const SHIPPING_METHOD_CODES = [
  'standard',
  'express',
  'sdd',
  'pickup_2h',
  'externalpickup',
  'pickup',
] as const;

/** From `minimum` (in the price's currency) on, the method costs `price`. */
export const ShippingPriceRangeSchema = lazySchema(() =>
  z.object({
    minimum: z.number(),
    price: moneySchema,
  }),
);
export type ShippingPriceRange = z.infer<typeof ShippingPriceRangeSchema>;

export const ShippingMethodSchema = lazySchema(() =>
  z.object({
    code: z.string().min(1),
    name: z.string().optional(),
    isSdd: z.boolean(),
    available: z.boolean(),
    priceRanges: z.array(ShippingPriceRangeSchema),
  }),
);
export type ShippingMethod = z.infer<typeof ShippingMethodSchema>;

export const StoreSchema = lazySchema(() => z.object({ id: z.string() }));
export type Store = z.infer<typeof StoreSchema>;
