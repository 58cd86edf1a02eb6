import type { OccAddress } from '@atelier/adapters-commerce/wire';
import { z } from 'zod';

/**
 * Request payload schemas shared by several route groups. Unknown keys are dropped. An address
 * is checked more strictly than the client reads one (lengths, a country code), but what it
 * keeps must be an OCC address as the client reads it (`satisfies`).
 */
const text = (max: number) => z.string().trim().min(1).max(max);

/**
 * A postal code as the world writes them: letters and digits, with the spaces and hyphens some
 * countries put between (SW1A 1AA, 1000-100), at most 20 characters. Anything else (markup,
 * control characters, a 10 kB paste) is a 400 saying so, never stored and never a 500.
 */
export const postalCodeSchema = z
  .string()
  .trim()
  .min(1, 'A postal code is required')
  .max(20, 'A postal code has at most 20 characters')
  .regex(
    /^[\p{L}\p{N}](?:[\p{L}\p{N} -]*[\p{L}\p{N}])?$/u,
    'A postal code has letters, digits, spaces and hyphens only',
  );

export const addressSchema = z.object({
  id: z.string().max(64).optional(),
  firstName: text(100),
  lastName: text(100),
  secondSurname: z.string().max(100).optional(),
  line1: text(200),
  line2: z.string().max(200).optional(),
  postalCode: postalCodeSchema,
  town: text(100),
  city: z
    .object({ code: z.string().max(50).optional(), name: z.string().max(100).optional() })
    .optional(),
  region: z
    .object({ isocode: z.string().max(20).optional(), name: z.string().max(100).optional() })
    .optional(),
  country: z.object({
    isocode: z.string().regex(/^[A-Z]{2}$/),
    name: z.string().max(100).optional(),
  }),
  district: z.string().max(100).optional(),
  phone: z.string().max(30).optional(),
  nationalId: z.string().max(30).optional(),
  email: z.email().max(200).optional(),
  saveForFutureOrders: z.boolean().optional(),
  defaultAddress: z.boolean().optional(),
}) satisfies z.ZodType<OccAddress>;
export type AddressInput = z.infer<typeof addressSchema>;

export const engravingSchema = z.object({
  engravingText: z.string().max(75),
  fontSize: z.union([z.string().max(20), z.number()]).optional(),
  orientation: z.string().max(20).optional(),
  typography: z.string().max(50).optional(),
  urlImage: z.string().max(500).optional(),
  engravingType: z.string().max(20).optional(),
  colour: z.string().max(30).optional(),
});

// docs/product/bag.md §6: what fits on the printed gift card (core-bag's GIFT_MESSAGE_LIMITS; the
// back-end holds the same limits, so a message over them is a 400 whatever the browser sent).
export const giftCardSchema = z.object({
  destinationMessage: z.string().max(40).optional(),
  fromMessage: z.string().max(40).optional(),
  message: z.string().max(200).optional(),
});

/** docs/product/product.md §3.4: a personalised piece's charms, each on an anchor. */
export const personalisationSchema = z.object({
  charms: z
    .array(z.object({ anchorId: text(40), product: z.object({ code: text(40) }) }))
    .min(1)
    .max(10),
});

/**
 * An entry to add: OCC's `{ product: { code }, quantity }`, or a flat `{ code, quantity }`.
 * Nothing else a shopper sends is read: no price, and no `isGift` (issue 30: a line posted
 * as a gift cost nothing and left the stock count). Gift lines are the back-end's own,
 * made from the promotions that grant them.
 */
export const entrySchema = z
  .object({
    product: z.object({ code: text(40) }).optional(),
    code: text(40).optional(),
    quantity: z.number().int().min(1).max(99).default(1),
    engravingInfo: engravingSchema.optional(),
    giftCardInfo: giftCardSchema.optional(),
    personalisationInfo: personalisationSchema.optional(),
  })
  .refine((e) => e.product !== undefined || e.code !== undefined, {
    message: 'product.code is required',
    path: ['product', 'code'],
  });
export type EntryInput = z.infer<typeof entrySchema>;

export const emailSchema = z.email().max(200);
