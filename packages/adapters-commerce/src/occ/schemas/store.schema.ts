import { z } from 'zod';
import { lazySchema } from './lazy-schema.js';

/**
 * A shop for booking and the store finder (docs/product/stores.md §1). No core package owns it yet,
 * so the adapter defines it here.
 */
export const shopSchema = lazySchema(() =>
  z.object({
    id: z.string().min(1),
    name: z.string(),
    address: z.string().optional(),
    postalCode: z.string().optional(),
    city: z.string().optional(),
    phoneNumber: z.string().nullish(),
    coordinates: z.object({ lat: z.number(), lng: z.number() }).optional(),
    ref: z.string().optional(),
    stock: z.boolean().optional(),
    pickupTypes: z.array(z.string()).optional(),
    origin: z.string().optional(),
    slug: z.string().optional(),
    countryCode: z.string().optional(),
    mail: z.string().optional(),
    isDistributor: z.boolean().optional(),
    isShopAccessible: z.boolean().optional(),
    schedule: z.unknown().optional(),
  }),
);
export type Shop = z.infer<ReturnType<typeof shopSchema>>;

export const shopListWireSchema = lazySchema(() =>
  z.object({ stores: z.array(shopSchema()) }).transform((wire) => wire.stores),
);

const latLngSchema = lazySchema(() => z.object({ lat: z.number(), lng: z.number() }));

/** The store finder's answer (docs/product/stores.md: shops, center and countryBounds). */
export const storeFinderWireSchema = lazySchema(() =>
  z.object({
    stores: z.array(shopSchema()),
    center: latLngSchema()
      .nullish()
      .transform((center) => center ?? null),
    countryBounds: z
      .object({ southWest: latLngSchema(), northEast: latLngSchema() })
      .nullish()
      .transform((bounds) => bounds ?? null),
  }),
);
export type StoreFinderResult = z.infer<ReturnType<typeof storeFinderWireSchema>>;

export const deliveryCountriesWireSchema = lazySchema(() =>
  z
    .object({ countries: z.array(z.object({ isocode: z.string().min(1), name: z.string() })) })
    .transform((wire) => wire.countries.map(({ isocode, name }) => ({ code: isocode, name }))),
);
