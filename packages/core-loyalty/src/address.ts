import { z } from 'zod';

const codeAndName = z.object({ code: z.string().optional(), name: z.string().optional() });

/** A saved address (spec 3, section 3). */
export const addressSchema = z.object({
  id: z.string().optional(),
  formattedAddress: z.string().optional(),
  name: z.string(),
  surname: z.string(),
  secondSurname: z.string().nullable().optional(),
  phone: z.string().nullable().optional(),
  address: z.string(),
  additionalAddress: z.string().nullable().optional(),
  flat: z.string().nullable().optional(),
  postalCode: z.string(),
  city: codeAndName.nullable().optional(),
  region: codeAndName.nullable().optional(),
  country: codeAndName,
  district: z.string().nullable().optional(),
  nationalId: z.string().nullable().optional(),
  defaultAddress: z.boolean().default(false),
  defaultBillingAddress: z.boolean().default(false),
  saveForFutureOrders: z.boolean().default(true),
});
export type Address = z.infer<typeof addressSchema>;

/** The billing address carries the same fields as plain strings. */
export const billingAddressSchema = z.object({
  name: z.string(),
  surname: z.string(),
  secondSurname: z.string().optional(),
  phone: z.string().optional(),
  address: z.string(),
  additionalAddress: z.string().optional(),
  flat: z.string().optional(),
  postalCode: z.string(),
  city: z.string().optional(),
  region: z.string().optional(),
  country: z.string(),
  district: z.string().optional(),
  nationalId: z.string().optional(),
});
export type BillingAddress = z.infer<typeof billingAddressSchema>;

export const ADDRESS_LINE_SEPARATOR = ', ';

/** The single address line: address and additional address, blank parts left out. */
export function addressLine(address: {
  address: string;
  additionalAddress?: string | null | undefined;
}): string {
  return [address.address, address.additionalAddress ?? '']
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(ADDRESS_LINE_SEPARATOR);
}
