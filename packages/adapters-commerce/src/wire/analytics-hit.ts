import { z } from 'zod';

/** The largest event the storefront forwards (and the collector takes). */
export const MAX_ANALYTICS_BODY_BYTES = 8_192;

/**
 * No value may be an e-mail address or look like one: the shopper's address only ever travels
 * as its SHA-256 (docs/product/consent.md §3.3), so a plain one is a bug upstream and is refused.
 */
const safeText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((value) => !value.includes('@'), 'no e-mail addresses in plain text');

const propValue = z.union([safeText(100), z.number().finite(), z.boolean()]);

/** What an analytics event may say about the shopper: pseudonymous traits only. */
export const analyticsUserSchema = z.strictObject({
  emailSha256: z.string().regex(/^[0-9a-f]{64}$/, 'a lower-case SHA-256 hex digest'),
  birthYear: z.number().int().min(1900).max(2100).optional(),
  /** yyyymmdd */
  registrationDate: z
    .string()
    .regex(/^\d{8}$/, 'yyyymmdd')
    .optional(),
  visitorType: z.enum(['logged', 'not logged', 'guest']).optional(),
});

/**
 * One analytics event as the storefront's browser code sends it to the first-party collector
 * (ADR 0022). Strict: an unknown field is refused instead of stored unseen.
 */
export const analyticsHitSchema = z.strictObject({
  event: z.string().regex(/^[a-z][a-z_]{0,39}$/, 'a snake_case event name'),
  site: z.string().regex(/^[a-z]{2}-[a-z]{2}$/, 'a site code'),
  /** Brand plus the upper-case country code (docs/product/consent.md §3.5). */
  storeId: z.string().regex(/^[A-Z]{2,20}$/, 'brand plus upper-case country code'),
  /** The page's path only: no query string (it may carry a shopper's data). */
  page: z
    .string()
    .max(300)
    .regex(/^\/[^?#@]*$/, 'a path without query')
    .optional(),
  props: z
    .record(z.string().regex(/^[a-z][a-z_]{0,39}$/), propValue)
    .refine((props) => Object.keys(props).length <= 20, 'at most 20 properties')
    .optional(),
  items: z
    .array(
      z.strictObject({
        productId: z.string().regex(/^[\w-]{1,40}$/),
        quantity: z.number().int().min(0).max(999),
      }),
    )
    .max(50)
    .optional(),
  user: analyticsUserSchema.optional(),
});
export type AnalyticsHit = z.infer<typeof analyticsHitSchema>;

/** A pixel request: which store and which page, nothing about the shopper. */
export const analyticsPixelSchema = z.strictObject({
  storeId: z.string().regex(/^[A-Z]{2,20}$/),
  event: z.string().regex(/^[a-z][a-z_]{0,39}$/),
});
export type AnalyticsPixel = z.infer<typeof analyticsPixelSchema>;
