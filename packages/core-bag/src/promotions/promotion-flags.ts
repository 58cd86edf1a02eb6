import type { Bag } from '../entities/bag.schema.js';

/** The shouldApplyPromotion key of the employee discount. */
export const EMPLOYEE_DISCOUNT_KEY = 'employeeDiscount';

/** Spec 2, 4.7: offered when shouldApplyPromotion holds the employee-discount key set true. */
export function isEmployeeDiscountAvailable(
  shouldApplyPromotion: Bag['shouldApplyPromotion'],
  key: string = EMPLOYEE_DISCOUNT_KEY,
): boolean {
  return (shouldApplyPromotion ?? []).some((item) => item.key === key && item.value);
}

/**
 * Spec 2, 4.7: the loyalty free-shipping checkbox shows only when something remains to
 * free shipping, a loyalty promotion exists, the user is logged in with loyalty membership
 * and shipping costs something.
 */
export function showsLoyaltyFreeShippingCheckbox(options: {
  remainingToFreeShipping: number | null;
  hasLoyaltyPromotion: boolean;
  loggedInWithLoyalty: boolean;
  shippingPrice: number;
}): boolean {
  return (
    options.remainingToFreeShipping !== null &&
    options.remainingToFreeShipping > 0 &&
    options.hasLoyaltyPromotion &&
    options.loggedInWithLoyalty &&
    options.shippingPrice > 0
  );
}

/** Spec 2, 6: loyalty levels map to user groups, and a free-shipping promotion exists per level. */
export function loyaltyFreeShippingPromotion<
  P extends { promotionTypeCode: string; includedUserTypes?: string[] | undefined },
>(promotions: readonly P[]): P | null {
  return (
    promotions.find(
      (promotion) =>
        /free.?shipping/i.test(promotion.promotionTypeCode) &&
        (promotion.includedUserTypes ?? []).some((type) => /loyalty/i.test(type)),
    ) ?? null
  );
}
