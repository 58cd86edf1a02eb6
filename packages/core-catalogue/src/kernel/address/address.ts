import { z } from 'zod';
import { lazySchema } from '../schema/lazy-schema.js';

/** A place chosen from the site's lists (city, region, country): its code and its name. */
const placeSchema = lazySchema(() =>
  z.object({ code: z.string().optional(), name: z.string().optional() }),
);

/**
 * One address: the only address shape of the core (docs/product/checkout.md §8.1;
 * docs/product/accounts.md §1.2). Checkout's shipping address and the account's saved address are
 * this shape; the step that needs more (checkout requires city, region, country codes and phone)
 * states it as a refinement where it is needed. The back-end's own shape (OCC `firstName`, `line1`,
 * `town`, `country.isocode`) is mapped to it once, in adapters-commerce. Absent fields are left
 * out, never `null`.
 */
export const addressSchema = lazySchema(() =>
  z.object({
    id: z.string().optional(),
    formattedAddress: z.string().optional(),
    name: z.string(),
    surname: z.string(),
    secondSurname: z.string().optional(),
    nationalId: z.string().optional(),
    phone: z.string().optional(),
    /** The street line. */
    address: z.string(),
    additionalAddress: z.string().optional(),
    flat: z.string().optional(),
    postalCode: z.string(),
    city: placeSchema.optional(),
    region: placeSchema.optional(),
    country: placeSchema,
    district: z.string().optional(),
    /** Absent means false. */
    defaultAddress: z.boolean().optional(),
    defaultBillingAddress: z.boolean().optional(),
    /** A logged user keeps a new address unless the user opts out (docs/product/checkout.md §8.1). */
    saveForFutureOrders: z.boolean().default(true),
  }),
);
export type Address = z.infer<typeof addressSchema>;
export type AddressInput = z.input<typeof addressSchema>;

/**
 * The same Address with city, region and country as plain strings, as billing and order
 * addresses hold them (docs/product/checkout.md §8.1; docs/product/accounts.md §1.2). Account flags
 * do not apply to it. Its users state what they require: core-checkout's BillingAddress (city,
 * region and phone), core-orders' order address (nothing: old orders may lack any field).
 */
export const flatAddressSchema = lazySchema(() =>
  addressSchema
    .omit({
      formattedAddress: true,
      city: true,
      region: true,
      country: true,
      defaultAddress: true,
      defaultBillingAddress: true,
      saveForFutureOrders: true,
    })
    .extend({
      city: z.string().optional(),
      region: z.string().optional(),
      country: z.string(),
    }),
);
export type FlatAddress = z.infer<typeof flatAddressSchema>;
