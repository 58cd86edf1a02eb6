import { describe, expect, it } from 'vitest';
import {
  ADYEN_METHOD_CODES,
  BLIK_EXTERNAL_ID,
  PAYMENT_METHOD_CODES,
  isCashVoucherMethod,
  isPaymentMethodCode,
} from './payment-methods.js';

describe('payment methods', () => {
  it('lists the 28 methods of the issue once each, Adyen ones included', () => {
    expect(PAYMENT_METHOD_CODES).toHaveLength(28);
    expect(new Set(PAYMENT_METHOD_CODES).size).toBe(28);
    for (const code of ADYEN_METHOD_CODES) expect(PAYMENT_METHOD_CODES).toContain(code);
  });

  it('knows Blik by its P24 external id and the cash-voucher methods', () => {
    expect(BLIK_EXTERNAL_ID).toBe(154);
    expect(isPaymentMethodCode('blik')).toBe(true);
    expect(isPaymentMethodCode('bitcoin')).toBe(false);
    expect(
      ['multibanco', 'multibancoinsite', 'oxxo', 'oxxoinsite'].every(isCashVoucherMethod),
    ).toBe(true);
    expect(isCashVoucherMethod('card')).toBe(false);
  });
});
