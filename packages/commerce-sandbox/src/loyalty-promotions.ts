import type { SandboxDb } from './db.js';
import type { PromotionData } from './seed-promotions.js';

/**
 * A promotion restricted to loyalty members (docs/product/bag.md §8.3: one free-shipping promotion
 * per level).
 */
export function isLoyaltyPromotion(data: PromotionData): boolean {
  return (data.userTypes ?? []).includes('loyalty');
}

/**
 * Whether the cart's user may use a loyalty promotion (docs/product/shipping.md §7): signed in, a
 * member of the club, with free shipments left. A guest cart or a non-member never gets it,
 * whatever flag the cart was sent.
 */
export function mayUseLoyaltyPromotion(db: SandboxDb, uid: string | null): boolean {
  if (!uid) return false;
  const user = db
    .prepare<[string], { data: string }>('SELECT data FROM users WHERE uid = ?')
    .get(uid);
  if (!user || (JSON.parse(user.data) as { hasMembership?: boolean }).hasMembership !== true)
    return false;
  const account = db
    .prepare<[string], { data: string }>('SELECT data FROM loyalty_accounts WHERE user_uid = ?')
    .get(uid);
  if (!account) return false;
  const remaining = (JSON.parse(account.data) as { freeShippingRemaining?: number })
    .freeShippingRemaining;
  return typeof remaining === 'number' && remaining > 0;
}

/**
 * A placed order that ships free by a loyalty promotion spends one of the member's free
 * shipments (docs/product/accounts.md §1.1: freeShippingRemaining), so the bag stops offering it at
 * zero.
 * @param applied the codes of the promotions the order's totals applied
 */
export function spendLoyaltyFreeShipment(
  db: SandboxDb,
  uid: string | null,
  applied: readonly string[],
): void {
  if (!uid) return;
  const loyaltyFreeShipping = applied.some((code) => {
    const row = db
      .prepare<[string], { data: string }>('SELECT data FROM promotions WHERE code = ?')
      .get(code);
    const data = row ? (JSON.parse(row.data) as PromotionData) : null;
    return data !== null && data.freeShipping === true && isLoyaltyPromotion(data);
  });
  if (!loyaltyFreeShipping) return;
  const account = db
    .prepare<[string], { data: string }>('SELECT data FROM loyalty_accounts WHERE user_uid = ?')
    .get(uid);
  if (!account) return;
  const data = JSON.parse(account.data) as { freeShippingRemaining?: number };
  data.freeShippingRemaining = Math.max(0, (data.freeShippingRemaining ?? 0) - 1);
  db.prepare('UPDATE loyalty_accounts SET data = ? WHERE user_uid = ?').run(
    JSON.stringify(data),
    uid,
  );
}
