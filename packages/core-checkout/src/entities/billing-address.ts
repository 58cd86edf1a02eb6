import { z } from 'zod';
import { shippingAddressSchema } from './shipping-address.js';

/** The billing address: the shipping fields, flattened to plain strings (spec 2, section 3). */
export const billingAddressSchema = shippingAddressSchema
  .omit({ city: true, country: true, region: true, saveForFutureOrders: true })
  .extend({ city: z.string(), country: z.string(), region: z.string() });

export type BillingAddress = z.infer<typeof billingAddressSchema>;
