import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkoutEntryDecision,
  guestCanResume,
  type CheckoutEntryContext,
} from './checkout-entry.js';

const base: CheckoutEntryContext = {
  bagIsEmpty: false,
  noStockModalPending: false,
  paymentMethod: null,
  crossBorderManaged: false,
  isGuest: true,
  hasLinkedEmail: false,
};

describe('checkoutEntryDecision', () => {
  it('sends an empty bag to the cart, except with a pending no-stock modal or Addi', () => {
    expect(checkoutEntryDecision({ ...base, bagIsEmpty: true })).toBe('cart');
    expect(checkoutEntryDecision({ ...base, bagIsEmpty: true, noStockModalPending: true })).toBe(
      'continue',
    );
    expect(checkoutEntryDecision({ ...base, bagIsEmpty: true, paymentMethod: 'addi' })).toBe(
      'continue',
    );
  });

  it('on cross-border sites: guests without a linked e-mail register, linked e-mails go external', () => {
    expect(checkoutEntryDecision({ ...base, crossBorderManaged: true })).toBe('register');
    expect(checkoutEntryDecision({ ...base, crossBorderManaged: true, hasLinkedEmail: true })).toBe(
      'external',
    );
    expect(
      checkoutEntryDecision({
        ...base,
        crossBorderManaged: true,
        isGuest: false,
        hasLinkedEmail: true,
      }),
    ).toBe('external');
    expect(checkoutEntryDecision({ ...base, crossBorderManaged: true, isGuest: false })).toBe(
      'continue',
    );
  });

  it('never redirects a non-empty bag to the cart', () => {
    fc.assert(
      fc.property(
        fc.record({
          bagIsEmpty: fc.constant(false),
          noStockModalPending: fc.boolean(),
          paymentMethod: fc.option(fc.string()),
          crossBorderManaged: fc.boolean(),
          isGuest: fc.boolean(),
          hasLinkedEmail: fc.boolean(),
        }),
        (ctx) => {
          expect(checkoutEntryDecision(ctx)).not.toBe('cart');
        },
      ),
    );
  });
});

describe('guestCanResume (docs/product/checkout.md §2.5)', () => {
  it('only a guest whose bag holds a non-blank e-mail resumes', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.option(fc.string(), { nil: null }), (isGuest, bagEmail) => {
        const hasEmail = bagEmail !== null && bagEmail.trim() !== '';
        expect(guestCanResume({ isGuest, bagEmail })).toBe(isGuest && hasEmail);
      }),
    );
    expect(guestCanResume({ isGuest: true, bagEmail: 'g@example.com' })).toBe(true);
    expect(guestCanResume({ isGuest: false, bagEmail: 'g@example.com' })).toBe(false);
    expect(guestCanResume({ isGuest: true, bagEmail: '  ' })).toBe(false);
  });
});
