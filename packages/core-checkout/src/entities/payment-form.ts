import { lazySchema } from '@atelier/core-catalogue';
import { z } from 'zod';

export const DEFAULT_PAYMENT_ON_DELIVERY = 'CASH_ON_DELIVERY_CASH';
export const DEFAULT_DOCUMENT_TYPE = 'C.C.';

/** What the payment step collects besides the method (docs/product/checkout.md §8.3). */
export const paymentFormSchema = lazySchema(() =>
  z.object({
    birthDate: z.string().optional(),
    password: z.string().optional(),
    subscribedToNewsletter: z.boolean().default(false),
    /** The brand's loyalty terms (`my{product}TermsAccepted` on the wire). */
    loyaltyTermsAccepted: z.boolean().default(false),
    cc: z.string().optional(),
    documentNumber: z.string().optional(),
    documentType: z.string().default(DEFAULT_DOCUMENT_TYPE),
    nationalId: z.string().optional(),
    userWantsInvoice: z.boolean().default(false),
    paymentModeOnDelivery: z.string().default(DEFAULT_PAYMENT_ON_DELIVERY),
  }),
);

export type PaymentForm = z.infer<typeof paymentFormSchema>;
