import type { CardBrand } from '../payment/card-brands.js';

/** docs/product/payments.md §5.3: Apple Pay JS protocol version 4, 3DS capability. */
export const APPLE_PAY_VERSION = 4;
export const DEFAULT_MERCHANT_LABEL = 'Atelier';
export const EXPRESS_CONTACT_FIELDS = ['postalAddress', 'name', 'phone', 'email'] as const;

const NETWORK_BY_BRAND: Partial<Record<CardBrand, string>> = {
  amex: 'amex',
  cartebancaire: 'cartesBancaires',
  discover: 'discover',
  jcb: 'jcb',
  maestro: 'maestro',
  mc: 'masterCard',
  visa: 'visa',
};

export interface ApplePayRequestInput {
  countryCode: string;
  currencyCode: string;
  total: number;
  brands: readonly CardBrand[];
  express: boolean;
  merchantLabel?: string | null;
}

export interface ApplePayPaymentRequest {
  countryCode: string;
  currencyCode: string;
  merchantCapabilities: ['supports3DS'];
  supportedNetworks: string[];
  total: { label: string; amount: string };
  requiredShippingContactFields?: string[];
  requiredBillingContactFields?: string[];
}

export function applePayPaymentRequest(input: ApplePayRequestInput): ApplePayPaymentRequest {
  const label = input.merchantLabel?.trim() ?? '';
  const request: ApplePayPaymentRequest = {
    countryCode: input.countryCode.toUpperCase(),
    currencyCode: input.currencyCode.toUpperCase(),
    merchantCapabilities: ['supports3DS'],
    supportedNetworks: input.brands
      .map((brand) => NETWORK_BY_BRAND[brand])
      .filter((network): network is string => network !== undefined),
    total: { label: label === '' ? DEFAULT_MERCHANT_LABEL : label, amount: input.total.toFixed(2) },
  };
  // Express skips the checkout forms, so the wallet must give everything they would have asked.
  if (input.express) {
    request.requiredShippingContactFields = [...EXPRESS_CONTACT_FIELDS];
    request.requiredBillingContactFields = ['postalAddress', 'name'];
  }
  return request;
}

/**
 * Apple Pay shows only on sites that have it; in the app it always can, on the web only where
 * the browser says the device can pay.
 */
export function isApplePayOffered(ctx: {
  siteHasApplePay: boolean;
  platform: 'WEB' | 'APP';
  deviceCanPay: boolean;
}): boolean {
  return ctx.siteHasApplePay && (ctx.platform === 'APP' || ctx.deviceCanPay);
}
