import { describe, expect, it } from 'vitest';
import {
  checkoutFillErrorReaction,
  classifyCheckoutError,
  isInvalidAddressError,
} from './checkout-fill-error.js';

const invalid = { errors: [{ errorCode: 'cart-addressId.invalid-001' }] };

describe('checkout fill errors', () => {
  it('knows the invalid-address code and error', () => {
    expect(isInvalidAddressError(invalid)).toBe(true);
    expect(isInvalidAddressError(new Error('CART_FILL_CHECKOUT_INVALID_ADDRESS_ERROR'))).toBe(true);
    expect(isInvalidAddressError(new Error('boom'))).toBe(false);
  });

  it('marks the default address invalid; other failures go home from shipping, else to shipping', () => {
    expect(checkoutFillErrorReaction(true, 'payment')).toBe('markDefaultAddressInvalid');
    expect(checkoutFillErrorReaction(false, 'shipping')).toBe('home');
    expect(checkoutFillErrorReaction(false, 'payment')).toBe('shipping');
    expect(checkoutFillErrorReaction(false, 'billing')).toBe('shipping');
  });

  it('classifies a rejected checkout call: shipping not available, invalid address', () => {
    expect(classifyCheckoutError({ errors: [{ reason: 'NOT_AVAILABLE' }] })).toEqual({
      notAvailable: true,
      invalidAddress: false,
    });
    expect(classifyCheckoutError(invalid)).toEqual({ notAvailable: false, invalidAddress: true });
    expect(classifyCheckoutError(new Error('down'))).toEqual({
      notAvailable: false,
      invalidAddress: false,
    });
  });
});
