import { lazySchema } from '@atelier/core-catalogue';
import { z } from 'zod';

/**
 * What a create-payment call leads to, as the adapter maps it. Card and the Adyen wallets can
 * come back with any of these (docs/product/payments.md §2.1 and Amazon Pay in §5.4); others with
 * an order or a redirect.
 */
export const paymentCreationResultSchema = lazySchema(() =>
  z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('order'),
      orderCode: z.string().min(1),
      email: z.string().optional(),
    }),
    z.object({
      kind: z.literal('redirect'),
      url: z.string().min(1),
      /** Several providers are entered with a form POST (docs/product/payments.md §3.2). */
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
  ]),
);

export type PaymentCreationResult = z.infer<typeof paymentCreationResultSchema>;
export type ThreeDs2Action = Extract<PaymentCreationResult, { kind: 'fingerprint' | 'challenge' }>;

/** The status of an accept / verify call; adapters map provider states to these words. */
export const paymentVerificationSchema = lazySchema(() =>
  z.object({
    status: z.string(),
    orderCode: z.string().optional(),
    email: z.string().optional(),
  }),
);

export type PaymentVerification = z.infer<typeof paymentVerificationSchema>;

export const PAYMENT_SUCCESS = 'SUCCESS';

export function isSuccessfulVerification(result: PaymentVerification): boolean {
  return result.status === PAYMENT_SUCCESS;
}
