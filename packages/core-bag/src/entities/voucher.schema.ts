import { moneySchema } from '@atelier/core-catalogue';
import { z } from 'zod';

export const VoucherSchema = z.object({
  voucherCode: z.string().min(1),
  name: z.string().optional(),
  value: moneySchema.optional(),
});
export type Voucher = z.infer<typeof VoucherSchema>;
