import { describe, expect, it } from 'vitest';
import { loyaltyFreeShippingPromotion, loyaltyTierOf } from './loyalty-free-shipping.js';

describe('loyalty free shipping', () => {
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
