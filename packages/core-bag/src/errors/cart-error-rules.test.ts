import { describe, expect, it } from 'vitest';
import {
  cartErrorReason,
  isStaleCartError,
  productIdFromBundleError,
  showsErrorModal,
} from './cart-error-rules.js';

describe('cart error rules (docs/product/bag.md §9.3)', () => {
  it('treats a stale object or a cart data code as a possibly placed order', () => {
    expect(isStaleCartError({ errors: [{ type: 'JaloObjectNoLongerValidError' }] })).toBe(true);
    expect(isStaleCartError({ errors: [{ errorCode: 'cart.notCalculated' }] })).toBe(true);
    expect(isStaleCartError({ errors: [{ message: 'cart.empty' }] })).toBe(true);
    expect(isStaleCartError({ errors: [{ type: 'InsufficientStockError' }] })).toBe(false);
    expect(isStaleCartError(new Error('x'))).toBe(false);
  });

  it('takes a bundle product id from square brackets', () => {
    const error = { errors: [{ message: 'Could not add bundle product [54321] to cart' }] };
    expect(productIdFromBundleError(error)).toBe('54321');
    expect(productIdFromBundleError({ errors: [{ message: 'no id here' }] })).toBeNull();
  });

  it('shows the modal unless avoided, expired, noSddStock or a voucher', () => {
    expect(showsErrorModal('unexpected')).toBe(true);
    expect(showsErrorModal('noStock')).toBe(true);
    expect(showsErrorModal('noStock', { avoidErrorModal: true })).toBe(false);
    expect(showsErrorModal('expired')).toBe(false);
    expect(showsErrorModal('voucher')).toBe(false);
    expect(showsErrorModal('noSddStock')).toBe(false);
  });

  it('names the reason of the modal text', () => {
    expect(cartErrorReason('cartGone')).toBe('cartNotFound');
    expect(cartErrorReason('noStock')).toBe('productWithoutStock');
    expect(cartErrorReason('expired')).toBe('expired');
    expect(cartErrorReason('wishlist')).toBe('unexpectedErrorOnCart');
  });
});
