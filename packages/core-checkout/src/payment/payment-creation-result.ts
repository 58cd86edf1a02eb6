import { z } from 'zod';

/**
 * What a create-payment call leads to, as the adapter maps it. Card and the Adyen wallets can
 * come back with any of these (spec 2, 4.9 and Amazon Pay in 4.10); others with an order or a
 * redirect.
 */
export const paymentCreationResultSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('order'),
    orderCode: z.string().min(1),
    email: z.string().optional(),
  }),
  z.object({
    kind: z.literal('redirect'),
    url: z.string().min(1),
    /** Several providers are entered with a form POST (spec 2, 4.10). */
    httpMethod: z.enum(['GET', 'POST']).default('GET'),
    fields: z.record(z.string(), z.string()).default({}),
  }),
  z.object({
    kind: z.literal('fingerprint'),
    token: z.string().min(1),
    paymentData: z.string().min(1),
  }),
  z.object({
    kind: z.literal('challenge'),
    token: z.string().min(1),
    paymentData: z.string().min(1),
  }),
]);

export type PaymentCreationResult = z.infer<typeof paymentCreationResultSchema>;
export type ThreeDs2Action = Extract<PaymentCreationResult, { kind: 'fingerprint' | 'challenge' }>;

/** The status of an accept / verify call; adapters map provider states to these words. */
export const paymentVerificationSchema = z.object({
  status: z.string(),
  orderCode: z.string().optional(),
  email: z.string().optional(),
});

export type PaymentVerification = z.infer<typeof paymentVerificationSchema>;

export const PAYMENT_SUCCESS = 'SUCCESS';

export function isSuccessfulVerification(result: PaymentVerification): boolean {
  return result.status === PAYMENT_SUCCESS;
}
