import { lazySchema } from '@atelier/core-catalogue';
import { z } from 'zod';

/**
 * What the back-end changed in the call a bag answers, when it did less than asked (standard
 * SAP Commerce's cart modifications, docs/product/bag.md §3.4, §4.1): an add that put fewer units
 * in than requested, or a stock check that lowered or removed a line itself. Read by the add and
 * stock rules (add-to-bag.ts, bag-stock-plan.ts), so the shopper is told (ADR 0035).
 */
export const CartModificationSchema = lazySchema(() =>
  z.object({
    /** The code the back-end changed: the product's, or its size's for a sized product. */
    productCode: z.string().min(1),
    /** The back-end's reason: success, lowStock, noStock, unavailable ... */
    statusCode: z.string(),
    /** What was asked for (an add) or what the line held (a stock check), when said. */
    quantity: z.number().int().nonnegative().optional(),
    /** What went in (an add) or what the line keeps (a stock check). */
    quantityAdded: z.number().int(),
    entryNumber: z.number().int().nonnegative().optional(),
  }),
);
export type CartModification = z.infer<typeof CartModificationSchema>;
