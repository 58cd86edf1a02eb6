import { classifyPaymentError } from '@atelier/core-checkout';
import { describe, expect, it } from 'vitest';
import { paymentProblemMessage } from './payment-messages.js';

// The errors of docs/product/payments.md §6.1 as the back-end sends them; core-checkout names their
// kind, the payment step says it with the site's label, falling back to genericPaymentError.
const LABELS = {
  genericPaymentError: 'No se ha podido completar el pago.',
  wrongAddress: 'Revisa la dirección.',
  cannotBePurchased: 'Hay productos que ya no se pueden comprar.',
};

const error = (entry: Record<string, string>) => ({ errors: [entry] });

describe('payment error messages (docs/product/payments.md §6.6)', () => {
  it.each([
    [error({ errorCode: 'cart.cannotBePurchased' }), 'Hay productos que ya no se pueden comprar.'],
    [error({ message: 'validation error in cart' }), 'Revisa la dirección.'],
    [error({ reason: 'noEngravingStock' }), 'No se ha podido completar el pago.'],
    [
      error({ type: 'PaymentAuthorizationError', reason: 'REFUSED' }),
      'No se ha podido completar el pago.',
    ],
  ])('%j reads as the site label', (raw, text) => {
    expect(paymentProblemMessage(classifyPaymentError(raw), LABELS, true)).toBe(text);
  });

  it('a validation error for a signed-in shopper is the saved-address message', () => {
    const kind = classifyPaymentError(error({ message: 'validation error in cart' }));
    expect(paymentProblemMessage(kind, {}, false)).toBe('Please check your saved address.');
  });

  it('falls back to English, then to genericPaymentError, when the site has no label', () => {
    const noStock = classifyPaymentError(error({ type: 'InsufficientStockError' }));
    expect(paymentProblemMessage(noStock, {}, true)).toMatch(/no longer in stock/);
    expect(paymentProblemMessage('unsupportedCardOperation', LABELS, true)).toBe(
      'No se ha podido completar el pago.',
    );
    expect(paymentProblemMessage('timeout', {}, true)).toMatch(/did not answer in time/);
  });
});
