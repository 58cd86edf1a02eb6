import { describe, expect, it } from 'vitest';
import { checkoutEntryRoute } from './checkout-route.js';

describe('checkoutEntryRoute', () => {
  const logged = {
    isGuest: false,
    hasAddresses: false,
    shippingMethod: 'standard',
    hasMatchingAddress: false,
  };

  it('sends guests to register', () => {
    expect(checkoutEntryRoute({ ...logged, isGuest: true, hasAddresses: true })).toBe('register');
  });

  it('sends a logged user with addresses to payment', () => {
    expect(checkoutEntryRoute({ ...logged, hasAddresses: true })).toBe('payment');
  });

  it('sends pickup and SDD with a matching address to payment, others to shipping', () => {
    for (const m of ['pickup', 'pickup_2h', 'sdd', 'externalpickup']) {
      expect(checkoutEntryRoute({ ...logged, shippingMethod: m, hasMatchingAddress: true })).toBe(
        'payment',
      );
    }
    expect(
      checkoutEntryRoute({ ...logged, shippingMethod: 'standard', hasMatchingAddress: true }),
    ).toBe('shipping');
    expect(checkoutEntryRoute({ ...logged, shippingMethod: 'sdd' })).toBe('shipping');
    expect(checkoutEntryRoute({ ...logged, shippingMethod: null })).toBe('shipping');
  });
});
