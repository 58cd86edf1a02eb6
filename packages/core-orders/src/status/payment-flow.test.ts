import { describe, expect, it } from 'vitest';
import { hasPaymentSteps, paymentFlowOf } from './payment-flow.js';

describe('paymentFlowOf', () => {
  it('recognises cash vouchers and their in-site variants', () => {
    expect(paymentFlowOf('adyen_oxxo')).toBe('cashVoucher');
    expect(paymentFlowOf('MULTIBANCO')).toBe('cashVoucher');
    expect(paymentFlowOf('multibanco_insite')).toBe('inSite');
    expect(paymentFlowOf('OXXO_IN_SITE')).toBe('inSite');
  });
  it('treats anything else as paid online', () => {
    expect(paymentFlowOf('card')).toBe('online');
    expect(paymentFlowOf(undefined)).toBe('online');
    expect(paymentFlowOf(null)).toBe('online');
  });
  it('gives payment steps to cash-voucher and in-site orders', () => {
    expect(hasPaymentSteps('online')).toBe(false);
    expect(hasPaymentSteps('cashVoucher')).toBe(true);
    expect(hasPaymentSteps('inSite')).toBe(true);
  });
});
