import { billingAddressSchema as oneBillingAddress } from '@atelier/core-catalogue';
import { z } from 'zod';

/**
 * The billing address (spec 2, section 3): core-catalogue's billing shape (the Address with
 * places as plain strings), where checkout requires city, region and phone as it does for
 * shipping.
 */
export const billingAddressSchema = oneBillingAddress.extend({
  city: z.string(),
  region: z.string(),
  phone: z.string(),
});

export type BillingAddress = z.infer<typeof billingAddressSchema>;
