import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyCheckoutPaymentError } from './checkout-payment-error.js';
import { classifyPaymentError } from './payment-error.js';

const one = (entry: Record<string, string>) => ({ errors: [entry] });

describe('classifyCheckoutPaymentError (issue 31, 2 and 7)', () => {
  it('reads an already-ordered cart as an already-created order', () => {
    expect(
      classifyCheckoutPaymentError(
        one({ type: 'JaloObjectNoLongerValidError', message: 'Cart has already been ordered.' }),
      ),
    ).toBe('orderAlreadyCreated');
  });

  it('recognises a changed amount: a voided payment or a refused stale amount', () => {
    expect(classifyCheckoutPaymentError(one({ errorCode: 'payment.amountChanged' }))).toBe(
      'amountChanged',
    );
    expect(
      classifyCheckoutPaymentError(
        one({
          type: 'ValidationError',
          subject: 'amount',
          message: 'amount 23190 does not match the cart total in minor units (29185)',
        }),
      ),
    ).toBe('amountChanged');
    expect(classifyCheckoutPaymentError(one({ message: 'something else' }))).toBe('generic');
  });

  it('agrees with the contract classifier on every kind it names', () => {
    const entryArb = fc.record({
      errorCode: fc.constantFrom('cart.cannotBePurchased', 'payment.amountChanged', 'x', ''),
      message: fc.constantFrom('Order already created', 'Cart has already been ordered.', 'y'),
      type: fc.constantFrom('InsufficientStockError', 'JaloObjectNoLongerValidError', 'Z'),
      reason: fc.constantFrom('noEngravingStock', 'amountChanged', 'r'),
    });
    fc.assert(
      fc.property(fc.array(entryArb, { maxLength: 4 }), (entries) => {
        const error = { errors: entries };
        const contract = classifyPaymentError(error);
        if (contract !== 'generic') expect(classifyCheckoutPaymentError(error)).toBe(contract);
      }),
    );
  });
});
