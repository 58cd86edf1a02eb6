import { describe, expect, it } from 'vitest';
import { paymentErrorMessage, paymentErrorReaction } from './payment-error-reaction.js';

describe('paymentErrorReaction', () => {
  it('sends cannot-be-purchased to the cart with a warning', () => {
    expect(paymentErrorReaction('cannotBePurchased', { isGuest: true })).toMatchObject({
      modal: 'cannotBePurchased',
      goTo: 'cart',
    });
  });

  it('goes to confirmation when the order already exists', () => {
    expect(paymentErrorReaction('orderAlreadyCreated', { isGuest: true })).toMatchObject({
      modal: null,
      goTo: 'confirmation',
    });
  });

  it('shows the wrong-address modal, saved-address variant for logged users', () => {
    expect(paymentErrorReaction('validation', { isGuest: true }).modal).toBe('wrongAddress');
    expect(paymentErrorReaction('validation', { isGuest: false }).modal).toBe('wrongSavedAddress');
  });

  it('goes back to shipping with the default method when shipping is not available', () => {
    expect(paymentErrorReaction('shippingNotAvailable', { isGuest: false })).toMatchObject({
      goTo: 'shipping',
      resetShippingMethod: true,
    });
  });

  it('refreshes the bag and says so when the amount changed, staying on payment', () => {
    expect(paymentErrorReaction('amountChanged', { isGuest: true })).toMatchObject({
      modal: 'amountChanged',
      refreshBag: true,
      goTo: null,
    });
  });

  it('marks engravings and otherwise shows the generic modal', () => {
    expect(
      paymentErrorReaction('noEngravingStock', { isGuest: false }).markEngravingsUnavailable,
    ).toBe(true);
    expect(paymentErrorReaction('noStock', { isGuest: false }).modal).toBe('noStock');
    expect(paymentErrorReaction('generic', { isGuest: false }).modal).toBe('genericPaymentError');
  });

  it('looks the message up by label, falling back to genericPaymentError', () => {
    const labels = { 'card.refused': 'Card refused', genericPaymentError: 'Something went wrong' };
    expect(paymentErrorMessage('card.refused', labels)).toBe('Card refused');
    expect(paymentErrorMessage('other', labels)).toBe('Something went wrong');
    expect(paymentErrorMessage(undefined, {})).toBe('genericPaymentError');
  });
});
