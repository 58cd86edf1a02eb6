import type { Promotion } from '../entities/promotion.schema.js';

/** Free-gift promotions are recognised by their type code (gift with purchase). */
export function isFreeGiftPromotion(promotion: Promotion): boolean {
  return /free.?gift|gwp/i.test(promotion.promotionTypeCode);
}

/** The cart amount a promotion asks for (its minCartAmount goal), 0 when it asks none. */
export function promotionThreshold(promotion: Promotion): number {
  let threshold = 0;
  for (const goal of promotion.goalsToReach) {
    if (goal.type === 'minCartAmount' && typeof goal.value === 'number') {
      threshold = Math.max(threshold, goal.value);
    }
  }
  return threshold;
}

/**
 * docs/product/bag.md §8.1: a free-gift promotion is withheld when a higher-threshold free-gift
 * promotion applies and the cart amount is below that higher threshold: the shopper is
 * shown the next gift to reach rather than a smaller one. Returns the ids withheld.
 */
export function withheldFreeGiftPromotions(
  applicable: readonly Promotion[],
  cartAmount: number,
): string[] {
  const gifts = applicable.filter(isFreeGiftPromotion);
  return gifts
    .filter((gift) =>
      gifts.some(
        (higher) =>
          promotionThreshold(higher) > promotionThreshold(gift) &&
          cartAmount < promotionThreshold(higher),
      ),
    )
    .map((gift) => gift.id);
}
