import { describe, expect, it } from 'vitest';
import { verificationPlan } from './verification-plan.js';

describe('verificationPlan', () => {
  it('verifies a 3D Secure return with MD and PaRes', () => {
    expect(verificationPlan('card', { MD: 'm', PaRes: 'p' })).toEqual({
      kind: 'threeDSecure',
      md: 'm',
      paRes: 'p',
      includeCart: false,
    });
  });

  it('has its own verification for Mercado Pago, Addi and Oney', () => {
    expect(verificationPlan('mercadopago', {})).toEqual({ kind: 'mercadoPago' });
    expect(verificationPlan('addi', {})).toEqual({ kind: 'addi' });
    expect(verificationPlan('oney', {})).toEqual({ kind: 'oney' });
  });

  it('puts YooKassa, PayU, P24, Blik, Kueski and Bizum in the recursive group', () => {
    for (const method of ['yookassa', 'payu', 'p24', 'blik', 'kueski', 'bizum']) {
      expect(verificationPlan(method, {})).toEqual({ kind: 'recursive', method });
    }
  });

  it('verifies Google Pay by 3DS, Tabby by payment id and order code, Powertranz by token', () => {
    expect(verificationPlan('googlepay', { MD: 'm', PaRes: 'p' })).toEqual({
      kind: 'googlePay',
      md: 'm',
      paRes: 'p',
    });
    expect(verificationPlan('tabby', { payment_id: 'pay', orderCode: 'O' })).toEqual({
      kind: 'tabby',
      paymentId: 'pay',
      orderCode: 'O',
    });
    expect(verificationPlan('powertranz', { token: 't' })).toEqual({
      kind: 'powertranz',
      token: 't',
    });
  });

  it('verifies Amazon Pay by 3DS after a 3DS redirect, otherwise by looking the order up', () => {
    expect(verificationPlan('amazonpay', { is3DSecure: 'true', MD: 'm', PaRes: 'p' })).toEqual({
      kind: 'amazonPay3ds',
      md: 'm',
      paRes: 'p',
    });
    expect(verificationPlan('amazonpay', {})).toEqual({ kind: 'amazonPayLookup' });
  });

  it('falls back to the default verification, noting express returns', () => {
    expect(verificationPlan('klarna', {})).toEqual({
      kind: 'default',
      method: 'klarna',
      express: false,
    });
    expect(verificationPlan('PayPal', { isExpress: 'true' })).toEqual({
      kind: 'default',
      method: 'paypal',
      express: true,
    });
  });
});
