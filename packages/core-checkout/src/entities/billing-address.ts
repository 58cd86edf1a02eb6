import { flatAddressSchema, lazySchema } from '@atelier/core-catalogue';
import { z } from 'zod';

/**
 * The one billing address (docs/product/checkout.md §8.2): core-catalogue's flat Address (places as
 * plain strings), where checkout requires city, region and phone as it does for shipping.
 */
export const billingAddressSchema = lazySchema(() =>
  flatAddressSchema.extend({
    /** The city's name. */
    city: z.string(),
    /**
     * The region's ISO 3166-2 code (ES-M, MX-JAL), never its name: the shipping address's
     * `region.code` when billing copies it, the picked region's code in the billing step, and
     * what the back-end takes as OCC's `region.isocode`. Only where the site's country list has
     * no code for what the shopper typed does the typed text stand in for it, as it does in the
     * shipping address's `region.code`; the back-end's address verification judges it.
     */
    region: z.string(),
    phone: z.string(),
  }),
);

export type BillingAddress = z.infer<typeof billingAddressSchema>;
