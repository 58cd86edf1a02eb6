import { describe, expect, it } from 'vitest';
import {
  isSuccessfulVerification,
  paymentCreationResultSchema,
  paymentVerificationSchema,
} from './payment-creation-result.js';

describe('payment creation result', () => {
  it('parses each outcome and defaults a redirect to GET with no fields', () => {
    expect(paymentCreationResultSchema.parse({ kind: 'redirect', url: 'https://psp' })).toEqual({
      kind: 'redirect',
      url: 'https://psp',
      httpMethod: 'GET',
      fields: {},
    });
    expect(paymentCreationResultSchema.parse({ kind: 'order', orderCode: '1' }).kind).toBe('order');
    expect(paymentCreationResultSchema.safeParse({ kind: 'challenge', token: 't' }).success).toBe(
      false,
    );
    expect(paymentCreationResultSchema.safeParse({ kind: 'voucher' }).success).toBe(false);
  });

  it('treats only SUCCESS as a successful verification', () => {
    expect(isSuccessfulVerification(paymentVerificationSchema.parse({ status: 'SUCCESS' }))).toBe(
      true,
    );
    expect(isSuccessfulVerification({ status: 'REFUSED' })).toBe(false);
    expect(isSuccessfulVerification({ status: 'IN_PROCESS' })).toBe(false);
  });
});
