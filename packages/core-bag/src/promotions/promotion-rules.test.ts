import { describe, expect, it } from 'vitest';
import type { Promotion } from '../entities/promotion.schema.js';
import { withheldFreeGiftPromotions } from './free-gift-withholding.js';
import {
  isEmployeeDiscountAvailable,
  loyaltyFreeShippingPromotion,
  hasFreeShippingPromotion,
  showsLoyaltyFreeShippingCheckbox,
} from './promotion-flags.js';

const gift = (id: string, threshold: number): Promotion => ({
  id,
  promotionTypeCode: 'freeGift',
  goalsToReach: [{ type: 'minCartAmount', value: threshold }],
  discounts: [{ type: 'freeGift', value: { product: `${id}-product` } }],
});

describe('promotions (docs/product/bag.md §8)', () => {
  it('withholds a free gift while a higher-threshold gift applies and is not reached', () => {
    const promotions = [gift('small', 50), gift('big', 100)];
    expect(withheldFreeGiftPromotions(promotions, 70)).toEqual(['small']);
    expect(withheldFreeGiftPromotions(promotions, 120)).toEqual([]);
    expect(withheldFreeGiftPromotions([gift('only', 50)], 10)).toEqual([]);
    const notGift = { ...gift('ship', 100), promotionTypeCode: 'freeShipping' };
    expect(withheldFreeGiftPromotions([gift('small', 50), notGift], 70)).toEqual([]);
  });

  it('offers the employee discount only when its key is set true', () => {
    expect(isEmployeeDiscountAvailable([{ key: 'employeeDiscount', value: true }])).toBe(true);
    expect(isEmployeeDiscountAvailable([{ key: 'employeeDiscount', value: false }])).toBe(false);
    expect(isEmployeeDiscountAvailable(undefined)).toBe(false);
  });

  it('shows the loyalty free-shipping checkbox only when all four conditions hold', () => {
    const all = {
      userFreeShippingRemaining: 3,
      hasLoyaltyPromotion: true,
      loggedInWithLoyalty: true,
      shippingPrice: 3.95,
    };
    expect(showsLoyaltyFreeShippingCheckbox(all)).toBe(true);
    expect(showsLoyaltyFreeShippingCheckbox({ ...all, userFreeShippingRemaining: 0 })).toBe(false);
    expect(showsLoyaltyFreeShippingCheckbox({ ...all, userFreeShippingRemaining: null })).toBe(
      false,
    );
    expect(showsLoyaltyFreeShippingCheckbox({ ...all, hasLoyaltyPromotion: false })).toBe(false);
    expect(showsLoyaltyFreeShippingCheckbox({ ...all, loggedInWithLoyalty: false })).toBe(false);
    expect(showsLoyaltyFreeShippingCheckbox({ ...all, shippingPrice: 0 })).toBe(false);
  });

  it('knows a free-shipping promotion applied to the bag by its type code', () => {
    const applied = (...codes: string[]) => ({
      priceSummary: {
        total: { value: 40, currency: 'EUR' },
        appliedPromotion: codes.map((promotionTypeCode) => ({ promotionTypeCode })),
      },
    });
    expect(hasFreeShippingPromotion(applied('FreeShippingPromotion'))).toBe(true);
    expect(hasFreeShippingPromotion(applied('PercentageDiscount', 'free_shipping'))).toBe(true);
    expect(hasFreeShippingPromotion(applied('PercentageDiscount'))).toBe(false);
    expect(hasFreeShippingPromotion({})).toBe(false);
    expect(hasFreeShippingPromotion(null)).toBe(false);
  });

  it('finds the loyalty free-shipping promotion among the site promotions', () => {
    const promotion = (id: string, type: string, users: string[]) => ({
      id,
      promotionTypeCode: type,
      includedUserTypes: users,
    });
    const freeForAll = promotion('FREESHIP', 'FreeShippingPromotion', []);
    const loyalty = promotion('LOYALTY_FREE_SHIPPING', 'FreeShippingPromotion', ['loyalty']);
    const employee = promotion('EMPLOYEE_DISCOUNT', 'PercentageDiscount', ['employee']);
    expect(loyaltyFreeShippingPromotion([freeForAll, employee, loyalty])).toBe(loyalty);
    expect(loyaltyFreeShippingPromotion([freeForAll, employee])).toBeNull();
  });
});
