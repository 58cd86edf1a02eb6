import { z } from 'zod';

/** Every price of the bag travels with its currency (spec 2, section 3). */
export const PriceSchema = z.object({
  value: z.number(),
  currency: z.string(),
});
export type Price = z.infer<typeof PriceSchema>;
