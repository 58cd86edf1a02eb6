/** Loyalty tiers, lowest first; each maps to a customer group with its free-shipping promotion. */
export const LOYALTY_TIERS = ['fans', 'lover', 'expert'] as const;
export type LoyaltyTier = (typeof LOYALTY_TIERS)[number];

/** The tier of a level order (1-based); null outside the three tiers. */
export function loyaltyTierOf(order: number): LoyaltyTier | null {
  return LOYALTY_TIERS[order - 1] ?? null;
}

export interface LoyaltyPromotion {
  id: string;
  promotionTypeCode: string;
  /** Customer groups the promotion is restricted to. */
  userGroups: readonly string[];
}

const isFreeShipping = (code: string): boolean => /free[_-]?shipping/i.test(code);

/** The free-shipping promotion of the member's level: one exists per level's customer group. */
export function loyaltyFreeShippingPromotion<P extends LoyaltyPromotion>(
  promotions: readonly P[],
  levelGroup: string,
): P | undefined {
  return promotions.find(
    (promotion) =>
      isFreeShipping(promotion.promotionTypeCode) && promotion.userGroups.includes(levelGroup),
  );
}

export interface LoyaltyFreeShippingContext {
  loggedIn: boolean;
  hasLoyaltyMembership: boolean;
  freeShippingRemaining: number | null | undefined;
  loyaltyPromotionExists: boolean;
  shippingPrice: number | null | undefined;
}

/** The bag's loyalty free-shipping checkbox (spec 3, section 4, Loyalty). */
export function showLoyaltyFreeShipping(ctx: LoyaltyFreeShippingContext): boolean {
  return (
    ctx.loggedIn &&
    ctx.hasLoyaltyMembership &&
    ctx.loyaltyPromotionExists &&
    (ctx.freeShippingRemaining ?? 0) > 0 &&
    (ctx.shippingPrice ?? 0) > 0
  );
}
