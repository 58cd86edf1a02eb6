import { lazySchema } from '@atelier/core-catalogue';
import { z } from 'zod';
import { shippingAddressSchema } from '../entities/shipping-address.js';

export const deliveryModeSchema = lazySchema(() =>
  z.object({
    code: z.string().min(1),
    name: z.string().optional(),
    isSdd: z.boolean().optional(),
    available: z.boolean().optional(),
  }),
);

export const deliveryModesSchema = lazySchema(() => z.array(deliveryModeSchema));

/**
 * What entering the checkout loads (docs/product/checkout.md §2.3); read defensively, it crosses a
 * port.
 */
export const checkoutDataSchema = lazySchema(() =>
  z.object({
    addresses: z.array(shippingAddressSchema),
    countries: z.array(z.object({ code: z.string(), name: z.string() })),
    deliveryModes: deliveryModesSchema,
  }),
);
