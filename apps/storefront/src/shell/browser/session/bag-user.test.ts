import { describe, expect, it } from 'vitest';
import { bagUserOf } from './bag-user.js';

describe('the bag user of a signed-in shopper', () => {
  it('keeps what the loyalty box and the same-day check need', () => {
    expect(
      bagUserOf({
        id: 'shopper@example.com',
        firstName: 'Lucía',
        hasLoyaltyMembership: true,
        freeShippingRemaining: 3,
        defaultAddress: { postalCode: '28001' },
      }),
    ).toEqual({
      id: 'shopper@example.com',
      firstName: 'Lucía',
      loggedIn: true,
      hasLoyaltyMembership: true,
      freeShippingRemaining: 3,
      defaultAddressPostalCode: '28001',
    });
  });

  it('knows nothing of free shipments or an address the account does not have', () => {
    const user = bagUserOf({ id: 'u', firstName: '', hasLoyaltyMembership: false });
    expect(user).toMatchObject({ freeShippingRemaining: null, defaultAddressPostalCode: null });
  });
});
