import type { SandboxDb } from './db.js';
import type { PromotionData } from './seed-promotions.js';

/** A promotion restricted to loyalty members (spec 2, 6: one free-shipping promotion per level). */
export function isLoyaltyPromotion(data: PromotionData): boolean {
  return (data.userTypes ?? []).includes('loyalty');
}

/**
 * Whether the cart's user may use a loyalty promotion (spec 3, section 4): signed in, a member
 * of the club, with free shipments left. A guest cart or a non-member never gets it, whatever
 * flag the cart was sent.
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
