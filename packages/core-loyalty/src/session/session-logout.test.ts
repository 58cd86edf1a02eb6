import { describe, expect, it } from 'vitest';
import { LOGOUT_CLEARS, qualifiesForSilentRestore } from './session-logout.js';

describe('logout and silent restore', () => {
  it('clears everything docs/product/accounts.md §2.6 lists', () => {
    expect([...LOGOUT_CLEARS].sort()).toEqual(
      [
        'bag',
        'cartId',
        'employeeDiscount',
        'orders',
        'shippingPostalCode',
        'storedSession',
        'userState',
        'userType',
        'wishlist',
      ].sort(),
    );
  });
  it('restores silently only on e-commerce sites outside account, cart, checkout and register', () => {
    expect(qualifiesForSilentRestore('/es-es/', true)).toBe(true);
    expect(qualifiesForSilentRestore('/es-es/bracelets/c/3', true)).toBe(true);
    expect(qualifiesForSilentRestore('/es-es/my-account/orders', true)).toBe(false);
    expect(qualifiesForSilentRestore('/es-es/cart', true)).toBe(false);
    expect(qualifiesForSilentRestore('/es-es/checkout/shipping', true)).toBe(false);
    expect(qualifiesForSilentRestore('/es-es/register', true)).toBe(false);
    expect(qualifiesForSilentRestore('/es-es/register-mytous', true)).toBe(false);
    expect(qualifiesForSilentRestore('/es-es/', false)).toBe(false);
  });
});
