import { describe, expect, it } from 'vitest';
import { malformedAnswerError, paymentFailureError } from './payment-flow-error.js';

describe('payment flow errors', () => {
  it('names an unreadable answer by method: MB WAY without its action, card, others', () => {
    expect(malformedAnswerError('mbway')).toBe('noMbwayAction');
    expect(malformedAnswerError('card')).toBe('unsupportedCardOperation');
    expect(malformedAnswerError('klarna')).toBe('malformedResponse');
  });

  it('shows a rejection as its kind, a malformed answer by method and a timeout as such', () => {
    expect(paymentFailureError({ kind: 'rejected', reason: 'noStock' }, 'card')).toBe('noStock');
    expect(paymentFailureError({ kind: 'malformed' }, 'card')).toBe('unsupportedCardOperation');
    expect(paymentFailureError({ kind: 'timeout' }, 'paypal')).toBe('timeout');
  });
});
