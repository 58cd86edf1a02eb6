import { z } from 'zod';

/**
 * An address as OCC sends and takes it (firstName, line1, town, country.isocode ...). Standard
 * SAP Commerce leaves out what was never given (a B2B unit address has no names, recorded in
 * test/recorded/orders/detail-consignments.json), so every part may be missing: an order or a
 * list is never refused for one address's blank field; the checkout form asks for what it needs.
 */
export const occAddressSchema = z.looseObject({
  id: z.string().optional(),
  firstName: z.string().nullish(),
  lastName: z.string().nullish(),
  secondSurname: z.string().nullish(),
  line1: z.string().nullish(),
  line2: z.string().nullish(),
  flat: z.string().nullish(),
  postalCode: z.string().nullish(),
  town: z.string().nullish(),
  city: z.looseObject({ code: z.string().optional(), name: z.string().optional() }).nullish(),
  region: z.looseObject({ isocode: z.string().optional(), name: z.string().optional() }).nullish(),
  country: z.looseObject({ isocode: z.string().optional(), name: z.string().optional() }).nullish(),
  district: z.string().nullish(),
  phone: z.string().nullish(),
  email: z.string().nullish(),
  nationalId: z.string().nullish(),
  formattedAddress: z.string().optional(),
  defaultAddress: z.boolean().optional(),
  defaultBillingAddress: z.boolean().optional(),
  saveForFutureOrders: z.boolean().optional(),
});
export type OccAddress = z.infer<typeof occAddressSchema>;
