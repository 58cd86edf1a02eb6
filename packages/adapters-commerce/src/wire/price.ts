import { z } from 'zod';

/**
 * OCC's price: `{ value, currencyIso, formattedValue?, priceType? }`. The client reads value and
 * currency (the shopper's format is the storefront's); the rest travels through untouched.
 */
export const occPriceSchema = z.looseObject({
  value: z.number(),
  currencyIso: z.string().min(1),
});
export type OccPrice = z.infer<typeof occPriceSchema>;
