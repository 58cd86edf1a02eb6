import { lazySchema } from '@atelier/core-catalogue';
import { z } from 'zod';

/** Why the shopper bought in store, as the CRM codes it: 1 a gift, 2 a gift to oneself. */
export const purchaseReasonCodeSchema = lazySchema(() => z.union([z.literal(1), z.literal(2)]));

export const storePurchaseLineSchema = lazySchema(() =>
  z.object({
    sku: z.string(),
    /** +1 a sale, -1 a return on the same ticket. */
    sign: z.number(),
    quantity: z.number(),
    amount: z.number(),
    netDiscountAmount: z.number(),
  }),
);

export const storePurchaseProductSchema = lazySchema(() =>
  z
    .object({
      skuLibra: z.string().optional(),
      id: z.string().optional(),
      sku: z.string().optional(),
    })
    .refine((product) => Boolean(product.skuLibra ?? product.id ?? product.sku), {
      message: 'A store purchase product needs a skuLibra, id or sku',
    }),
);

/**
 * An in-store ticket (docs/product/orders.md §1.2). The store is a code, 'CRM' or an object with
 * ref.
 */
export const storePurchaseSchema = lazySchema(() =>
  z.object({
    store: z.union([z.string(), z.object({ ref: z.string() })]),
    date: z.string(),
    amount: z.number(),
    subtotal: z.number().optional(),
    discount: z.number().optional(),
    products: z.array(storePurchaseProductSchema).default([]),
    uuidTicket: z.string(),
    numberOfProducts: z.number().int().nonnegative().optional(),
    totalTickets: z.number().int().nonnegative().optional(),
    lines: z.array(storePurchaseLineSchema).default([]),
    purchaseReason: purchaseReasonCodeSchema.nullable().optional(),
    comments: z.string().nullable().optional(),
  }),
);
export type StorePurchase = z.infer<typeof storePurchaseSchema>;

/** The store code of a ticket, whichever shape it came in. */
export function storeCodeOf(purchase: Pick<StorePurchase, 'store'>): string {
  return typeof purchase.store === 'string' ? purchase.store : purchase.store.ref;
}
