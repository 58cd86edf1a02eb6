import { describe, expect, it } from 'vitest';
import {
  paymentMethodOfPath,
  stepOfPath,
  stepOfState,
  stepPath,
  urlReaction,
} from './step-route.js';

describe('checkout steps and paths', () => {
  it('maps the machine states to steps, nested submissions to their step', () => {
    expect(stepOfState('loading')).toBe('loading');
    expect(stepOfState('autoFilling')).toBe('loading');
    expect(stepOfState('savingGuestEmail')).toBe('register');
    expect(stepOfState({ shippingSubmit: 'verifyAddress' })).toBe('shipping');
    expect(stepOfState({ billingSubmit: 'next' })).toBe('billing');
    expect(stepOfState('findingOrder')).toBe('payment');
    expect(stepOfState('confirmation')).toBe('confirmation');
    expect(stepOfState('redirected')).toBe('redirected');
  });

  it('writes and reads step routes, the payment method segment included', () => {
    expect(stepPath('es-es', 'shipping')).toBe('/es-es/checkout/shipping/');
    expect(stepPath('es-es', 'payment', 'card')).toBe('/es-es/checkout/payment/card/');
    expect(stepPath('es-es', 'shipping', 'card')).toBe('/es-es/checkout/shipping/');
    expect(stepOfPath('/es-es/checkout/payment/card/')).toBe('payment');
    expect(stepOfPath('/es-es/checkout/')).toBeNull();
    expect(stepOfPath('/es-es/checkout/nowhere/')).toBeNull();
    expect(paymentMethodOfPath('/es-es/checkout/payment/card/')).toBe('card');
    expect(paymentMethodOfPath('/es-es/checkout/payment/')).toBeNull();
  });
});

describe('urlReaction: the URL follows the machine, back walks the machine back', () => {
  it('waits while the machine works out the step, and does nothing when they agree', () => {
    expect(urlReaction('payment', 'loading', 'loading', null)).toEqual({ kind: 'none' });
    expect(urlReaction('shipping', 'shipping', 'register', null)).toEqual({ kind: 'none' });
  });

  it('replaces the URL with the entry step the rules chose (a reload, a signed-in shopper)', () => {
    expect(urlReaction('register', 'payment', 'loading', null)).toEqual({
      kind: 'navigate',
      to: 'payment',
      replace: true,
    });
    // A guest reloading payment starts at register: a valid step, no entry left behind.
    expect(urlReaction('payment', 'register', 'loading', null)).toEqual({
      kind: 'navigate',
      to: 'register',
      replace: true,
    });
  });

  it('pushes the next step when the shopper moves forward', () => {
    expect(urlReaction('shipping', 'payment', 'shipping', null)).toEqual({
      kind: 'navigate',
      to: 'payment',
      replace: false,
    });
  });

  it('replaces the history entry when the order is placed', () => {
    expect(urlReaction('payment', 'confirmation', 'payment', null)).toEqual({
      kind: 'navigate',
      to: 'confirmation',
      replace: true,
    });
  });

  it('sends BACK when the shopper goes back from payment or billing', () => {
    expect(urlReaction('shipping', 'payment', 'payment', null)).toEqual({ kind: 'back' });
    expect(urlReaction('billing', 'payment', 'payment', null)).toEqual({ kind: 'back' });
    expect(urlReaction('shipping', 'billing', 'billing', null)).toEqual({ kind: 'back' });
  });

  it('keeps walking back until the step the shopper chose, then stays there', () => {
    // Payment with billing, back to shipping: BACK reaches billing first, then BACK again.
    expect(urlReaction('shipping', 'billing', 'payment', 'shipping')).toEqual({ kind: 'back' });
    expect(urlReaction('shipping', 'shipping', 'billing', 'shipping')).toEqual({ kind: 'none' });
  });

  it('never goes back out of an order or to register, nor forward past the machine', () => {
    expect(urlReaction('payment', 'confirmation', 'confirmation', null)).toEqual({
      kind: 'navigate',
      to: 'confirmation',
      replace: true,
    });
    expect(urlReaction('register', 'shipping', 'shipping', null)).toEqual({
      kind: 'navigate',
      to: 'shipping',
      replace: true,
    });
    expect(urlReaction('payment', 'shipping', 'shipping', null)).toEqual({
      kind: 'navigate',
      to: 'shipping',
      replace: true,
    });
    expect(urlReaction(null, 'shipping', 'shipping', null)).toEqual({
      kind: 'navigate',
      to: 'shipping',
      replace: true,
    });
  });
});
