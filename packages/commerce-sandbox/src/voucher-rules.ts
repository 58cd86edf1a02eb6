import type { SandboxDb } from './db.js';
import { OccError } from './errors.js';

/**
 * Which vouchers a cart may hold (issue 30): a promotion may be once per customer (the
 * welcome voucher, a gift for a first order; docs/SECURITY.md) and may refuse to combine with
 * other vouchers. Without these rules a welcome voucher was reusable on every order and all
 * vouchers stacked.
 */
export interface VoucherRule {
  /** Once per customer: refused when an order of the customer already used it. */
  oncePerCustomer?: boolean | undefined;
  /** Combines with no other voucher of the cart. */
  exclusive?: boolean | undefined;
}

export type VoucherRefusal = 'alreadyUsed' | 'notCombinable';

/**
 * Whether a voucher may join the cart: `others` are the rules of the vouchers already in it
 * (not counting this one), `usedBefore` whether the customer's earlier orders used it.
 */
export function voucherRefusal(
  rule: VoucherRule,
  others: readonly VoucherRule[],
  usedBefore: boolean,
): VoucherRefusal | null {
  if (rule.oncePerCustomer && usedBefore) return 'alreadyUsed';
  if (others.length > 0 && (rule.exclusive || others.some((o) => o.exclusive)))
    return 'notCombinable';
  return null;
}

const MESSAGES: Record<VoucherRefusal, (code: string) => string> = {
  alreadyUsed: (code) => `Voucher ${code} can be used once per customer and was used already`,
  notCombinable: (code) => `Voucher ${code} cannot be combined with the other vouchers of the bag`,
};

/** The error answer, with the reason the bag shows the shopper. */
export function voucherRefused(code: string, why: VoucherRefusal): OccError {
  return OccError.of(400, {
    type: 'VoucherOperationError',
    message: MESSAGES[why](code),
    reason: why,
    subject: code,
    subjectType: 'voucher',
    errorCode: `voucher.${why}`,
  });
}

/** Whether an order of this customer (account, or guest e-mail) already used the voucher. */
export function voucherUsedBefore(
  db: SandboxDb,
  code: string,
  customer: { user_uid: string | null; email: string | null },
): boolean {
  return (
    db
      .prepare<[string, string | null, string | null], { n: number }>(
        `SELECT COUNT(*) AS n FROM orders o, json_each(o.data, '$.appliedVouchers') v
         WHERE v.value = ? AND (o.user_uid = ? OR lower(o.email) = lower(?))`,
      )
      .get(code, customer.user_uid, customer.user_uid ?? customer.email)?.n !== 0
  );
}

/** The rules of the cart's vouchers, by voucher code. */
export function cartVoucherRules(db: SandboxDb, cartCode: string): Map<string, VoucherRule> {
  const rows = db
    .prepare<[string], { voucher_code: string; data: string }>(
      `SELECT cv.voucher_code, p.data FROM cart_vouchers cv JOIN vouchers v ON v.code = cv.voucher_code
       JOIN promotions p ON p.code = v.promotion_code WHERE cv.cart_code = ?`,
    )
    .all(cartCode);
  return new Map(rows.map((r) => [r.voucher_code, JSON.parse(r.data) as VoucherRule]));
}
