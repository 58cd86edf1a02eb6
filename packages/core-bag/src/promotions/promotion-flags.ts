import type { Bag } from '../entities/bag.schema.js';

/** The shouldApplyPromotion key of the employee discount. */
export const EMPLOYEE_DISCOUNT_KEY = 'employeeDiscount';

/**
 * docs/product/bag.md §8.2: offered when shouldApplyPromotion holds the employee-discount key set
 * true.
 */
export function isEmployeeDiscountAvailable(
  shouldApplyPromotion: Bag['shouldApplyPromotion'],
  key: string = EMPLOYEE_DISCOUNT_KEY,
): boolean {
  return (shouldApplyPromotion ?? []).some((item) => item.key === key && item.value);
}

/**
 * docs/product/shipping.md §7: the loyalty free-shipping checkbox shows only when the
 * user has free shipments left (the user's freeShippingRemaining), a loyalty promotion exists,
 * the user is logged in with loyalty membership and shipping costs something (the method's
 * price before any free-shipping promotion, so a checked box stays to be unchecked).
 */
export function showsLoyaltyFreeShippingCheckbox(options: {
  userFreeShippingRemaining: number | null;
  hasLoyaltyPromotion: boolean;
  loggedInWithLoyalty: boolean;
  shippingPrice: number;
}): boolean {
  return (
    options.userFreeShippingRemaining !== null &&
    options.userFreeShippingRemaining > 0 &&
    options.hasLoyaltyPromotion &&
    options.loggedInWithLoyalty &&
    options.shippingPrice > 0
  );
}

const FREE_SHIPPING_TYPE = /free.?shipping/i;

/**
 * docs/product/bag.md §8.3 (promotion type codes include free shipping): a free-shipping promotion
 * applied to the bag (a voucher's or the loyalty one) makes its shipping free.
 */
export function hasFreeShippingPromotion(bag: Pick<Bag, 'priceSummary'> | null): boolean {
  return (bag?.priceSummary?.appliedPromotion ?? []).some((promotion) =>
    FREE_SHIPPING_TYPE.test(promotion.promotionTypeCode),
  );
}

/**
 * docs/product/bag.md §8.3: loyalty levels map to user groups, and a free-shipping promotion exists
 * per level.
 */
export function loyaltyFreeShippingPromotion<
  P extends { promotionTypeCode: string; includedUserTypes?: string[] | undefined },
>(promotions: readonly P[]): P | null {
  return (
    promotions.find(
      (promotion) =>
        FREE_SHIPPING_TYPE.test(promotion.promotionTypeCode) &&
        (promotion.includedUserTypes ?? []).some((type) => /loyalty/i.test(type)),
    ) ?? null
  );
}
