import { lazySchema } from '@atelier/core-catalogue';
import { z } from 'zod';

export const returnOptionSchema = lazySchema(() =>
  z.object({
    name: z.string(),
    code: z.string(),
    order: z.number(),
  }),
);
export type ReturnOption = z.infer<typeof returnOptionSchema>;

/** Return conditions and reasons, general and for one order (docs/product/returns.md §2). */
export const returnPortalSchema = lazySchema(() =>
  z.object({
    conditions: z.array(returnOptionSchema).default([]),
    reasons: z.array(returnOptionSchema).default([]),
    orderConditions: z.array(returnOptionSchema).default([]),
    orderReasons: z.array(returnOptionSchema).default([]),
  }),
);
export type ReturnPortal = z.infer<typeof returnPortalSchema>;

/** Options in display order; a stable sort keeps equal orders as they came. */
export function sortReturnOptions<O extends { order: number }>(options: readonly O[]): O[] {
  return [...options].sort((a, b) => a.order - b.order);
}

/** The query of the redirect to the external return portal (docs/product/returns.md §4). */
export function returnPortalRedirectParams(
  orderId: string,
  shippingEmail: string,
): { OrderID: string; ShippingEmail: string } {
  return { OrderID: orderId, ShippingEmail: shippingEmail };
}
