import { countProducts, entriesTotal } from './bag-totals.js';
import type { Bag } from '../entities/bag.schema.js';
import type { Promotion } from '../entities/promotion.schema.js';
import type { ShippingMethod } from '../entities/shipping-method.schema.js';
import { bagLines } from '../lines/entry-line.js';
import { withheldFreeGiftPromotions } from '../promotions/free-gift-withholding.js';
import {
  isEmployeeDiscountAvailable,
  hasFreeShippingPromotion,
  showsLoyaltyFreeShippingCheckbox,
} from '../promotions/promotion-flags.js';
import { standardMethod } from '../shipping/shipping-method-choice.js';
import {
  remainingToFreeShipping,
  shippingPriceFor,
  type PriceRange,
} from '../shipping/shipping-price.js';

export function priceRangesOf(method: ShippingMethod | null | undefined): PriceRange[] {
  return (method?.priceRanges ?? []).map((range) => ({
    minimum: range.minimum,
    price: range.price.value,
  }));
}

export interface BagSummaryOptions {
  /** The promotions that apply to this shopper (channel, user type, dates already checked). */
  promotions?: Promotion[];
  /** A loyalty free-shipping promotion exists for the shopper's level. */
  hasLoyaltyPromotion?: boolean;
  /** Logged in with loyalty membership. */
  loggedInWithLoyalty?: boolean;
  /** Free shipments the loyalty member has left; null or absent: none known. */
  userFreeShippingRemaining?: number | null;
}

export interface BagSummary {
  total: number;
  count: number;
  discounts: number;
  shippingPrice: number;
  remainingToFreeShipping: number | null;
  /** Whether the progress to free shipping (or "your order ships free") is true of this bag. */
  showsFreeShippingProgress: boolean;
  showsLoyaltyFreeShipping: boolean;
  employeeDiscountAvailable: boolean;
  withheldFreeGifts: string[];
}

/**
 * docs/product/shipping.md §6: the progress speaks of the standard method's free range. It says
 * "ships free" only when the shopper's method costs nothing (same-day delivery at 7.95 is not
 * free shipping, issue 31 point 9), and "add X more" only while the standard method is the one
 * chosen (spending more does not make another method free).
 */
export function freeShippingProgressShown(bag: {
  remaining: number | null;
  chosenIsStandard: boolean;
  shippingPrice: number;
}): boolean {
  if (bag.remaining === null) return false;
  return bag.remaining > 0 ? bag.chosenIsStandard : bag.shippingPrice === 0;
}

/**
 * What the cart page shows, from the bag and the applicable shipping methods
 * (docs/product/bag.md §3; docs/product/shipping.md §3): totals and counts without gifts, the
 * chosen method's price (the standard one when none is chosen), the remainder to the standard
 * method's free range, and the promotion flags.
 */
export function bagSummary(
  bag: Bag | null,
  methods: readonly ShippingMethod[],
  options: BagSummaryOptions = {},
): BagSummary {
  const lines = bagLines(bag);
  const total = entriesTotal(bag?.products ?? []);
  const discounts = bag?.priceSummary?.totalDiscounts?.value ?? 0;
  const standard = standardMethod(methods);
  // The bag only names its method; its price table is the applicable method's of that code.
  const chosen = bag?.shippingMethod
    ? (methods.find((method) => method.code === bag.shippingMethod?.code) ?? bag.shippingMethod)
    : standard;
  const methodPrice = shippingPriceFor(priceRangesOf(chosen), total, discounts);
  const freeByPromotion = hasFreeShippingPromotion(bag);
  const shippingPrice = freeByPromotion ? 0 : methodPrice;
  const remaining = freeByPromotion
    ? 0
    : remainingToFreeShipping(priceRangesOf(standard), total, discounts);
  return {
    total,
    count: countProducts(lines),
    discounts,
    shippingPrice,
    remainingToFreeShipping: remaining,
    // A bag the web cannot ship (only shops hold a piece) has no standard method to be free.
    showsFreeShippingProgress:
      (Boolean(bag?.shippingMethod) || standard?.available !== false) &&
      freeShippingProgressShown({
        remaining,
        chosenIsStandard: !chosen || chosen.code === standard?.code,
        shippingPrice,
      }),
    showsLoyaltyFreeShipping: showsLoyaltyFreeShippingCheckbox({
      userFreeShippingRemaining: options.userFreeShippingRemaining ?? null,
      hasLoyaltyPromotion: options.hasLoyaltyPromotion ?? false,
      loggedInWithLoyalty: options.loggedInWithLoyalty ?? false,
      shippingPrice: methodPrice,
    }),
    employeeDiscountAvailable: isEmployeeDiscountAvailable(bag?.shouldApplyPromotion),
    withheldFreeGifts: withheldFreeGiftPromotions(options.promotions ?? [], total - discounts),
  };
}
