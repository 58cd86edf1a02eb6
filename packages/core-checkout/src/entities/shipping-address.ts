import { addressSchema, lazySchema } from '@atelier/core-catalogue';
import { z } from 'zod';

const chosen = lazySchema(() => z.object({ code: z.string(), name: z.string() }));

/**
 * Checkout shipping address (docs/product/checkout.md §8.1): core-catalogue's one Address, where
 * the checkout form also requires the city and country (code and name), the region's code and a
 * phone. This is the only place that rule is written.
 */
export const shippingAddressSchema = lazySchema(() =>
  addressSchema.extend({
    city: chosen,
    country: chosen,
    region: z.object({ code: z.string(), name: z.string().optional() }),
    phone: z.string(),
  }),
);

export type ShippingAddress = z.infer<typeof shippingAddressSchema>;
export type ShippingAddressInput = z.input<typeof shippingAddressSchema>;
