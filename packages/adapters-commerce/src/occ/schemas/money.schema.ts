import type { Money } from '@atelier/core-catalogue';
import { z } from 'zod';

/** OCC's price: `{ value, currencyIso, formattedValue?, priceType? }`. */
export const occPriceSchema = z.looseObject({
  value: z.number(),
  currencyIso: z.string().min(1),
});
export type OccPrice = z.infer<typeof occPriceSchema>;

/** OCC's price -> the core's one Money: the only place `currencyIso` is read. */
export function toPrice(price: OccPrice): Money {
  return { value: price.value, currency: price.currencyIso };
}

/** OCC stock: a status and, when known, a level. */
export const occStockSchema = z.looseObject({
  stockLevelStatus: z.enum(['inStock', 'lowStock', 'outOfStock']),
  stockLevel: z.number().int().nonnegative().nullish(),
});
export type OccStock = z.infer<typeof occStockSchema>;
