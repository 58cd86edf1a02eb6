import { describe, expect, it } from 'vitest';
import {
  loyaltyFreeShippingPromotion,
  loyaltyTierOf,
  showLoyaltyFreeShipping,
  type LoyaltyFreeShippingContext,
} from './loyalty-free-shipping.js';

describe('loyalty free shipping', () => {
  const ok: LoyaltyFreeShippingContext = {
    loggedIn: true,
    hasLoyaltyMembership: true,
    freeShippingRemaining: 2,
    loyaltyPromotionExists: true,
    shippingPrice: 4.95,
  };

  it('shows the checkbox only when every condition holds', () => {
    expect(showLoyaltyFreeShipping(ok)).toBe(true);
    expect(showLoyaltyFreeShipping({ ...ok, loggedIn: false })).toBe(false);
    expect(showLoyaltyFreeShipping({ ...ok, hasLoyaltyMembership: false })).toBe(false);
    expect(showLoyaltyFreeShipping({ ...ok, freeShippingRemaining: 0 })).toBe(false);
    expect(showLoyaltyFreeShipping({ ...ok, freeShippingRemaining: null })).toBe(false);
    expect(showLoyaltyFreeShipping({ ...ok, loyaltyPromotionExists: false })).toBe(false);
    expect(showLoyaltyFreeShipping({ ...ok, shippingPrice: 0 })).toBe(false);
  });

  it('maps level orders to tiers', () => {
    expect([1, 2, 3, 4].map(loyaltyTierOf)).toEqual(['fans', 'lover', 'expert', null]);
  });

  it('finds the free-shipping promotion of the level group', () => {
    const promotions = [
      { id: 'p1', promotionTypeCode: 'EMPLOYEE_DISCOUNT', userGroups: ['lover'] },
      { id: 'p2', promotionTypeCode: 'FREE_SHIPPING', userGroups: ['fans'] },
      { id: 'p3', promotionTypeCode: 'FreeShipping', userGroups: ['lover'] },
    ];
    expect(loyaltyFreeShippingPromotion(promotions, 'lover')?.id).toBe('p3');
    expect(loyaltyFreeShippingPromotion(promotions, 'expert')).toBeUndefined();
  });
});
