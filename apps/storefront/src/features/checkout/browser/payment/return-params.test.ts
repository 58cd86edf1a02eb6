import { describe, expect, it } from 'vitest';
import { readPaymentReturn, returnUrlFor } from './return-params.js';

describe('payment return parameters (docs/product/checkout.md §1.4)', () => {
  it('gives the provider the confirmation with the method and the cart', () => {
    expect(returnUrlFor('/es-es/checkout/confirmation/', 'klarna', 'g-1')).toBe(
      '/es-es/checkout/confirmation/?paymentMode=klarna&originalCartIdForUser=g-1',
    );
    expect(
      returnUrlFor('/es-es/checkout/confirmation/?originalCartIdForUser=g-0', 'card', 'g-1'),
    ).toBe('/es-es/checkout/confirmation/?originalCartIdForUser=g-0&paymentMode=card');
  });

  it("reads a provider's return, every parameter kept for the verification", () => {
    expect(
      readPaymentReturn(
        '?paymentMode=bizum&originalCartIdForUser=g-1&paymentId=p&result=approved',
        null,
      ),
    ).toEqual({
      paymentMode: 'bizum',
      cartId: 'g-1',
      params: {
        paymentMode: 'bizum',
        originalCartIdForUser: 'g-1',
        paymentId: 'p',
        result: 'approved',
      },
    });
  });

  it('is no return without a payment mode, a cart, or anything the provider sent', () => {
    expect(readPaymentReturn('', 'g-1')).toBeNull();
    expect(readPaymentReturn('?paymentMode=klarna', null)).toBeNull();
    expect(readPaymentReturn('?paymentMode=klarna&originalCartIdForUser=g-1', null)).toBeNull();
  });
});
