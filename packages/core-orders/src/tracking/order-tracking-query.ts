import { lazySchema } from '@atelier/core-catalogue';
import { z } from 'zod';

const filled = lazySchema(() => z.string().trim().min(1));

/**
 * Guests find an order by code and e-mail, or by id, last name and postal code
 * (docs/product/orders.md §5).
 */
export const orderTrackingQuerySchema = lazySchema(() =>
  z.union([
    z.object({ orderCode: filled, email: z.email() }),
    z.object({ orderId: filled, lastName: filled, postalCode: filled }),
  ]),
);
export type OrderTrackingQuery = z.infer<typeof orderTrackingQuerySchema>;

export function isByCodeAndEmail(
  query: OrderTrackingQuery,
): query is Extract<OrderTrackingQuery, { email: string }> {
  return 'email' in query;
}
