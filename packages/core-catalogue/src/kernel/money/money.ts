import { z } from 'zod';
import { lazySchema } from '../schema/lazy-schema.js';

/**
 * One amount with its currency: the only money shape of the core. Bag, checkout, orders and
 * loyalty all use it; the back-end's own shape (OCC `currencyIso`, `formattedValue`) is
 * mapped to it once, in adapters-commerce. Formatting for the shopper is `formatPrice`.
 */
export const moneySchema = lazySchema(() =>
  z.object({
    value: z.number(),
    currency: z.string().min(1),
  }),
);
export type Money = z.infer<typeof moneySchema>;
