import { lazySchema } from '@atelier/core-catalogue';
import { z } from 'zod';

export type ToussiState = 'obtained' | 'pick-at-store' | 'not-obtained';

/** The CRM's state codes: 1 obtained, 2 ready to pick at a store, anything else not obtained. */
export function toussiState(code: number): ToussiState {
  if (code === 1) return 'obtained';
  if (code === 2) return 'pick-at-store';
  return 'not-obtained';
}

export const toussiSchema = lazySchema(() =>
  z.object({
    productId: z.string(),
    toussiNumber: z.number().int(),
    state: z.number().transform(toussiState),
    neededPoints: z.number().default(0),
    missingPoints: z.number().default(0),
  }),
);
export type Toussi = z.infer<typeof toussiSchema>;

/** The answer of the toussis call: the rewards plus the member's points and level. */
export const toussisResponseSchema = lazySchema(() =>
  z.object({
    toussis: z.array(toussiSchema).default([]),
    userPoints: z.number().default(0),
    myToussisLevel: z.number().default(0),
  }),
);
export type ToussisResponse = z.infer<typeof toussisResponseSchema>;

/** The cart list shows four toussis at most (docs/product/loyalty.md §5.3). */
export const CART_TOUSSIS_LIMIT = 4;

/**
 * The toussis offered in the cart: only those ready to pick at a store whose product has
 * stock, the first four of them in the CRM's order.
 */
export function cartToussis<T extends { productId: string; state: ToussiState }>(
  toussis: readonly T[],
  hasStock: (productId: string) => boolean,
): T[] {
  return toussis
    .filter((toussi) => toussi.state === 'pick-at-store' && hasStock(toussi.productId))
    .slice(0, CART_TOUSSIS_LIMIT);
}
