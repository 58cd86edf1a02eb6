import { z } from 'zod';

/** OCC stock: a status and, when known, a level. */
export const occStockSchema = z.looseObject({
  stockLevelStatus: z.enum(['inStock', 'lowStock', 'outOfStock']),
  stockLevel: z.number().int().nonnegative().nullish(),
});
export type OccStock = z.infer<typeof occStockSchema>;
export type OccStockLevelStatus = OccStock['stockLevelStatus'];
