// The provider's word that it placed the order (ADR 0054): the order's code and what it charged,
// line by line, in the shopper's currency. It comes from the provider's script, so it is checked
// before the confirmation shows any of it.
import { z } from 'zod';
import type { CheckoutCart } from '../../checkout/index.js';

const amount = z.number().finite().nonnegative();

const providerOrderSchema = z.object({
  orderCode: z.string().regex(/^[\w-]{1,40}$/),
  priced: z.object({
    currency: z.string().regex(/^[A-Z]{3}$/),
    lines: z
      .array(
        z.object({
          name: z.string().max(200),
          quantity: z.number().int().positive(),
          total: amount,
          isGift: z.boolean(),
        }),
      )
      .max(200),
    subtotal: amount,
    discount: amount,
    delivery: amount,
    total: amount,
  }),
});

export interface ProviderOrder {
  orderCode: string;
  /** The summary the confirmation shows: what the provider charged, in its currency. */
  cart: CheckoutCart;
}

/** The provider's answer as the shop's confirmation reads it; null when it is not one. */
export function providerOrderOf(answer: unknown, cartId: string): ProviderOrder | null {
  const parsed = providerOrderSchema.safeParse(answer);
  if (!parsed.success) return null;
  const { orderCode, priced } = parsed.data;
  return {
    orderCode,
    cart: {
      cartId,
      code: orderCode,
      lines: priced.lines.map((line, index) => ({
        entryNumber: index,
        productId: '',
        name: line.name,
        quantity: line.quantity,
        sizeName: null,
        engravingText: null,
        image: null,
        total: line.total,
        isGift: line.isGift,
      })),
      totals: {
        subtotal: priced.subtotal,
        shipping: priced.delivery,
        discounts: priced.discount,
        total: priced.total,
        currency: priced.currency,
      },
    },
  };
}
