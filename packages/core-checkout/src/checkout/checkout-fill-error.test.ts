import { describe, expect, it } from 'vitest';
import { checkoutFillErrorReaction, isInvalidAddressError } from './checkout-fill-error.js';

describe('checkout fill errors', () => {
  it('marks the default address invalid on an invalid-address error', () => {
    const invalid = { errors: [{ errorCode: 'cart-addressId.invalid-001' }] };
    expect(isInvalidAddressError(invalid)).toBe(true);
    expect(isInvalidAddressError(new Error('CART_FILL_CHECKOUT_INVALID_ADDRESS_ERROR'))).toBe(true);
    expect(checkoutFillErrorReaction(invalid, 'payment')).toBe('markDefaultAddressInvalid');
  });

  it('sends other errors home from shipping, or to shipping from other steps', () => {
    expect(checkoutFillErrorReaction(new Error('boom'), 'shipping')).toBe('home');
    expect(checkoutFillErrorReaction(new Error('boom'), 'payment')).toBe('shipping');
    expect(checkoutFillErrorReaction(null, 'billing')).toBe('shipping');
  });
});
