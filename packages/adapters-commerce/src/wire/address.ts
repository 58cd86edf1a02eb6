import { z } from 'zod';

/** An address as OCC sends and takes it (firstName, line1, town, country.isocode ...). */
export const occAddressSchema = z.looseObject({
  id: z.string().optional(),
  firstName: z.string(),
  lastName: z.string(),
  secondSurname: z.string().nullish(),
  line1: z.string(),
  line2: z.string().nullish(),
  flat: z.string().nullish(),
  postalCode: z.string(),
  town: z.string().nullish(),
  city: z.looseObject({ code: z.string().optional(), name: z.string().optional() }).nullish(),
  region: z.looseObject({ isocode: z.string().optional(), name: z.string().optional() }).nullish(),
  country: z.looseObject({ isocode: z.string(), name: z.string().optional() }),
  district: z.string().nullish(),
  phone: z.string().nullish(),
  nationalId: z.string().nullish(),
  formattedAddress: z.string().optional(),
  defaultAddress: z.boolean().optional(),
  defaultBillingAddress: z.boolean().optional(),
  saveForFutureOrders: z.boolean().optional(),
});
export type OccAddress = z.infer<typeof occAddressSchema>;
