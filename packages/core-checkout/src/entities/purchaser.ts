import { lazySchema } from '@atelier/core-catalogue';
import { z } from 'zod';

export const purchaserSchema = lazySchema(() =>
  z.object({
    name: z.string(),
    surname: z.string(),
    email: z.string(),
    phoneNumber: z.string().optional(),
    nationalId: z.string().optional(),
  }),
);

export type Purchaser = z.infer<typeof purchaserSchema>;
