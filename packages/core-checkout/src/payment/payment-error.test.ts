import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  classifyPaymentError,
  classifyPaymentErrorFor,
  type PaymentErrorKind,
} from './payment-error.js';

const one = (entry: Record<string, string>, extra: Record<string, unknown> = {}) => ({
  errors: [entry],
  ...extra,
});

describe('classifyPaymentError', () => {
  it('recognises cart.cannotBePurchased in code or message', () => {
    expect(classifyPaymentError(one({ errorCode: 'cart.cannotBePurchased' }))).toBe(
      'cannotBePurchased',
    );
    expect(classifyPaymentError(one({ message: 'cart.cannotBePurchased' }))).toBe(
      'cannotBePurchased',
    );
  });

  it('recognises an already-created order', () => {
    expect(classifyPaymentError(one({ errorCode: 'checkout.orderAlreadyCreated' }))).toBe(
      'orderAlreadyCreated',
    );
    expect(classifyPaymentError(one({ message: 'Order already created for cart' }))).toBe(
      'orderAlreadyCreated',
    );
  });

  it('recognises no stock: messages, InsufficientStockError and Adyen -001 to -021', () => {
    expect(classifyPaymentError(one({ message: 'hasCartChangedByTotalStock' }))).toBe('noStock');
    expect(classifyPaymentError(one({ message: 'hasCartChangedByOverallStock' }))).toBe('noStock');
    expect(classifyPaymentError(one({ type: 'InsufficientStockError' }))).toBe('noStock');
    for (let n = 1; n <= 21; n += 1) {
      const code = `Adyen-checkoutCart.ValidationError-${String(n).padStart(3, '0')}`;
      expect(classifyPaymentError(one({ errorCode: code }))).toBe('noStock');
      expect(classifyPaymentError(one({ message: code }))).toBe('noStock');
    }
    expect(classifyPaymentError(one({ errorCode: 'Adyen-checkoutCart.ValidationError-000' }))).toBe(
      'generic',
    );
    expect(classifyPaymentError(one({ errorCode: 'Adyen-checkoutCart.ValidationError-022' }))).toBe(
      'generic',
    );
  });

  it('recognises payment validation messages', () => {
    expect(classifyPaymentError(one({ message: 'There was a validation error in cart' }))).toBe(
      'validation',
    );
    expect(
      classifyPaymentError(
        one({ message: 'Property x is not readable or has an invalid getter method' }),
      ),
    ).toBe('validation');
  });

  it('recognises shipping not available only for sdd and pickup_2h', () => {
    expect(classifyPaymentError(one({ reason: 'NOT_AVAILABLE', subject: 'sdd' }))).toBe(
      'shippingNotAvailable',
    );
    expect(
      classifyPaymentError(one({ message: 'NOT_AVAILABLE' }, { shippingMethod: 'pickup_2h' })),
    ).toBe('shippingNotAvailable');
    expect(classifyPaymentError(one({ reason: 'shippingNotAvailable' }))).toBe(
      'shippingNotAvailable',
    );
    expect(
      classifyPaymentError(one({ reason: 'NOT_AVAILABLE' }, { shippingMethod: 'standard' })),
    ).toBe('generic');
  });

  it('takes the shipping method from the caller when it knows it', () => {
    expect(classifyPaymentErrorFor({ errors: [{ reason: 'NOT_AVAILABLE' }] }, 'sdd')).toBe(
      'shippingNotAvailable',
    );
    expect(classifyPaymentErrorFor({ errors: [{ reason: 'NOT_AVAILABLE' }] }, 'express')).toBe(
      'generic',
    );
  });

  it('recognises noEngravingStock', () => {
    expect(classifyPaymentError(one({ reason: 'noEngravingStock' }))).toBe('noEngravingStock');
  });

  it('takes the first kind in the contract order when several apply', () => {
    expect(
      classifyPaymentError({
        errors: [
          { reason: 'noEngravingStock' },
          { type: 'InsufficientStockError' },
          { message: 'already created' },
        ],
      }),
    ).toBe('orderAlreadyCreated');
    expect(
      classifyPaymentError({
        errors: [{ message: 'validation error in cart' }, { errorCode: 'cart.cannotBePurchased' }],
      }),
    ).toBe('cannotBePurchased');
  });

  it('reads the fields of the error itself, a thrown Error included', () => {
    expect(classifyPaymentError(new Error('Order already created'))).toBe('orderAlreadyCreated');
    expect(classifyPaymentError({ errorCode: 'cart.cannotBePurchased' })).toBe('cannotBePurchased');
    expect(classifyPaymentError(new Error('boom'))).toBe('generic');
  });

  it('reads the body under data, and anything unknown is generic', () => {
    expect(classifyPaymentError({ data: { errors: [{ type: 'InsufficientStockError' }] } })).toBe(
      'noStock',
    );
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.constant(undefined)),
        (value) => {
          expect(classifyPaymentError(value)).toBe('generic');
        },
      ),
    );
  });
});

describe('classifyPaymentError order', () => {
  /** One sample entry per kind, in the contract's order. */
  const SAMPLES: [PaymentErrorKind, Record<string, string>][] = [
    ['cannotBePurchased', { errorCode: 'cart.cannotBePurchased' }],
    ['orderAlreadyCreated', { message: 'Order already created' }],
    ['noStock', { errorCode: 'Adyen-checkoutCart.ValidationError-007' }],
    ['validation', { message: 'validation error in cart' }],
    ['shippingNotAvailable', { reason: 'NOT_AVAILABLE', subject: 'pickup_2h' }],
    ['noEngravingStock', { reason: 'noEngravingStock' }],
  ];

  it('is the first kind in contract order that any entry shows, whatever the entry order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: SAMPLES.length }), { maxLength: 6 }),
        (picks) => {
          const entries = picks.map((i) => SAMPLES[i]?.[1] ?? { message: 'unrelated' });
          const present = picks.filter((i) => i < SAMPLES.length);
          const expected =
            present.length === 0 ? 'generic' : (SAMPLES[Math.min(...present)]?.[0] ?? 'generic');
          expect(classifyPaymentError({ errors: entries })).toBe(expected);
        },
      ),
    );
  });
});
