import type { BagUser } from '@atelier/core-bag';
import type { User } from '@atelier/core-loyalty';

/**
 * What the bag needs to know of a signed-in shopper (core-bag's BagUser): the loyalty
 * membership and free shipments left decide the loyalty free-shipping box
 * (docs/product/shipping.md §7), the default address's postal code seeds the same-day check.
 */
export function bagUserOf(
  user: Pick<
    User,
    'id' | 'firstName' | 'hasLoyaltyMembership' | 'freeShippingRemaining' | 'defaultAddress'
  >,
): BagUser {
  return {
    id: user.id,
    firstName: user.firstName,
    loggedIn: true,
    hasLoyaltyMembership: user.hasLoyaltyMembership,
    freeShippingRemaining: user.freeShippingRemaining ?? null,
    defaultAddressPostalCode: user.defaultAddress?.postalCode ?? null,
  };
}
