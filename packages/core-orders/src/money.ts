import { z } from 'zod';

/** A price as the commerce back-end sends it: each amount with its currency. */
export const moneySchema = z.object({
  value: z.number(),
  currencyIso: z.string().min(1),
  formattedValue: z.string().optional(),
});
export type Money = z.infer<typeof moneySchema>;
