import { moneySchema, lazySchema } from '@atelier/core-catalogue';
import { z } from 'zod';

export const VoucherSchema = lazySchema(() =>
  z.object({
    voucherCode: z.string().min(1),
    name: z.string().optional(),
    value: moneySchema.optional(),
  }),
);
export type Voucher = z.infer<typeof VoucherSchema>;
