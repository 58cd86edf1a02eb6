import { z } from 'zod';

/**
 * OCC's price: `{ value, currencyIso, formattedValue?, priceType? }`. A back-end asked for
 * trimmed fields may leave `currencyIso` out of some prices (`basePrice(formattedValue,value)`,
 * recorded in test/recorded/carts/saved-carts.json): the reader then takes the currency from the
 * answer's other prices. `formattedValue` is not read: the storefront formats money in the
 * site's locale; the rest travels through untouched.
 */
export const occPriceSchema = z.looseObject({
  value: z.number(),
  currencyIso: z.string().min(1).optional(),
});
export type OccPrice = z.infer<typeof occPriceSchema>;
