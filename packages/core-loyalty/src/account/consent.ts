import { lazySchema } from '@atelier/core-catalogue';
import { z } from 'zod';

/** A customer consent record; the back-end compares types in lower case. */
export const customerConsentSchema = lazySchema(() =>
  z.object({
    userEmail: z.string(),
    type: z.string().transform((type) => type.toLowerCase()),
    uuid: z.string(),
    subscribed: z.boolean(),
  }),
);
export type CustomerConsent = z.infer<typeof customerConsentSchema>;
