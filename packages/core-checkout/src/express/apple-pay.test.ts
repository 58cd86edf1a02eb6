import { describe, expect, it } from 'vitest';
import { cardBrandsFor } from '../payment/card-brands.js';
import { applePayPaymentRequest, APPLE_PAY_VERSION, isApplePayOffered } from './apple-pay.js';

describe('Apple Pay', () => {
  const base = {
    countryCode: 'fr',
    currencyCode: 'eur',
    total: 19.9,
    brands: cardBrandsFor('fr-fr'),
    express: false,
  };

  it('uses version 4 with 3DS capability and the site brands', () => {
    expect(APPLE_PAY_VERSION).toBe(4);
    const request = applePayPaymentRequest(base);
    expect(request.merchantCapabilities).toEqual(['supports3DS']);
    expect(request.supportedNetworks).toEqual([
      'amex',
      'cartesBancaires',
      'discover',
      'jcb',
      'maestro',
      'masterCard',
      'visa',
    ]);
    expect(request.total).toEqual({ label: 'Atelier', amount: '19.90' });
    expect(request.requiredShippingContactFields).toBeUndefined();
  });

  it('requires postal address, name, phone and email for express', () => {
    expect(
      applePayPaymentRequest({ ...base, express: true }).requiredShippingContactFields,
    ).toEqual(['postalAddress', 'name', 'phone', 'email']);
  });

  it('uses the given merchant label, else the default', () => {
    expect(applePayPaymentRequest({ ...base, merchantLabel: 'Maison' }).total.label).toBe('Maison');
    expect(applePayPaymentRequest({ ...base, merchantLabel: ' ' }).total.label).toBe('Atelier');
  });

  it('is offered only where the site has it: in the app, or on a web device that can pay', () => {
    expect(isApplePayOffered({ siteHasApplePay: false, platform: 'APP', deviceCanPay: true })).toBe(
      false,
    );
    expect(isApplePayOffered({ siteHasApplePay: true, platform: 'APP', deviceCanPay: false })).toBe(
      true,
    );
    expect(isApplePayOffered({ siteHasApplePay: true, platform: 'WEB', deviceCanPay: false })).toBe(
      false,
    );
    expect(isApplePayOffered({ siteHasApplePay: true, platform: 'WEB', deviceCanPay: true })).toBe(
      true,
    );
  });
});
