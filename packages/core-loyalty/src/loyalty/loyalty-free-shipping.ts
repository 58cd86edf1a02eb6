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

// Whether the bag shows the loyalty free-shipping checkbox (docs/product/shipping.md §7) is
// one rule, core-bag's showsLoyaltyFreeShippingCheckbox, which the bag summary calls; this file
// finds the promotion that rule asks about.
