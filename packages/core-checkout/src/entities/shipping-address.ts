import { z } from 'zod';

const codeAndName = z.object({ code: z.string(), name: z.string() });

/** Checkout shipping address (spec 2, section 3). */
export const shippingAddressSchema = z.object({
  id: z.string().optional(),
  name: z.string(),
  surname: z.string(),
  secondSurname: z.string().optional(),
  nationalId: z.string().optional(),
  address: z.string(),
  additionalAddress: z.string().optional(),
  postalCode: z.string(),
  city: codeAndName,
  country: codeAndName,
  region: z.object({ code: z.string(), name: z.string().optional() }),
  phone: z.string(),
  district: z.string().optional(),
  /** Logged users keep a new address unless they opt out. */
  saveForFutureOrders: z.boolean().default(true),
});

export type ShippingAddress = z.infer<typeof shippingAddressSchema>;
export type ShippingAddressInput = z.input<typeof shippingAddressSchema>;
