import { z } from 'zod';

export const VoucherSchema = z.object({
  voucherCode: z.string().min(1),
  name: z.string().optional(),
  value: z.number().optional(),
  currency: z.string().optional(),
});
export type Voucher = z.infer<typeof VoucherSchema>;
