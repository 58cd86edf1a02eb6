import type { PriceSummary } from '../entities/bag.schema.js';

/** Voucher codes compare without case or surrounding spaces: the field upper-cases them. */
const key = (code: string): string => code.trim().toUpperCase();

/**
 * docs/product/bag.md §7 and issue 31, 8: every voucher applied to the bag, each once, in the
 * back-end's order. Vouchers stack (the back-end decides which combine); a bag that reports a list
 * (appliedVouchers) is read whole, the single appliedVoucher only completes it.
 */
export function appliedVoucherCodes(
  summary: Pick<PriceSummary, 'appliedVoucher' | 'appliedVouchers'> | undefined,
): string[] {
  const codes: string[] = [];
  const seen = new Set<string>();
  for (const voucher of [...(summary?.appliedVouchers ?? []), summary?.appliedVoucher]) {
    if (!voucher || voucher.voucherCode.trim() === '') continue;
    if (seen.has(key(voucher.voucherCode))) continue;
    seen.add(key(voucher.voucherCode));
    codes.push(voucher.voucherCode);
  }
  return codes;
}

/** Whether a typed code is one of the applied ones: applying it again changes nothing. */
export function isVoucherApplied(applied: readonly string[], typed: string): boolean {
  return typed.trim() !== '' && applied.some((code) => key(code) === key(typed));
}
