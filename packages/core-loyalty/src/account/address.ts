/**
 * A saved address (spec 3, section 3) and the billing address are core-catalogue's one
 * Address; the account requires nothing more than that shape does.
 */
export {
  addressSchema,
  billingAddressSchema,
  type Address,
  type BillingAddress,
} from '@atelier/core-catalogue';

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
