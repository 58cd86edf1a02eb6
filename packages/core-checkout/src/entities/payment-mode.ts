import { lazySchema } from '@atelier/core-catalogue';
import { z } from 'zod';

/** A P24 bank or wallet, chosen inside the P24 method. */
export const paymentSubMethodSchema = lazySchema(() =>
  z.object({
    id: z.union([z.string(), z.number()]),
    name: z.string(),
    imgUrl: z.string().optional(),
    status: z.boolean().optional(),
  }),
);

export const paymentModeSchema = lazySchema(() =>
  z.object({
    code: z.string().min(1),
    name: z.string(),
    description: z.string().optional(),
    paymentModeType: z.string().optional(),
    clientKey: z.string().optional(),
    expressCheckoutEnabled: z.boolean().default(false),
    lastPaymentMethodUsed: z.boolean().default(false),
    subMethods: z.array(paymentSubMethodSchema).default([]),
  }),
);

export type PaymentSubMethod = z.infer<typeof paymentSubMethodSchema>;
export type PaymentMode = z.infer<typeof paymentModeSchema>;
