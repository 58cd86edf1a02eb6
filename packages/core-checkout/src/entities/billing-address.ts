import { z } from 'zod';

/** The billing address: the shipping fields, flattened to plain strings (spec 2, section 3). */
export const billingAddressSchema = z.object({
  id: z.string().optional(),
  name: z.string(),
  surname: z.string(),
  secondSurname: z.string().optional(),
  nationalId: z.string().optional(),
  address: z.string(),
  additionalAddress: z.string().optional(),
  postalCode: z.string(),
  city: z.string(),
  country: z.string(),
  region: z.string(),
  phone: z.string(),
  district: z.string().optional(),
});

export type BillingAddress = z.infer<typeof billingAddressSchema>;
