/** Every payment method the storefront can pay with (docs/product/commerce-api.md §10.1, §10.2). */
export const PAYMENT_METHOD_CODES = [
  'card',
  'klarna',
  'afterpaytouch',
  'multibanco',
  'multibancoinsite',
  'oney',
  'oxxo',
  'oxxoinsite',
  'giropay',
  'mbway',
  'applepay',
  'googlepay',
  'amazonpay',
  'bizum',
  'paypal',
  'mercadopago',
  'cashondelivery',
  'pelecard',
  'p24',
  'blik',
  'yookassa',
  'payu',
  'tabby',
  'addi',
  'fac',
  'kueski',
  'paynet',
  'powertranz',
] as const;

export type PaymentMethodCode = (typeof PAYMENT_METHOD_CODES)[number];

/** The methods created through /adyen/{method}/createpayment. */
export const ADYEN_METHOD_CODES = [
  'card',
  'klarna',
  'afterpaytouch',
  'multibanco',
  'multibancoinsite',
  'oney',
  'oxxo',
  'oxxoinsite',
  'giropay',
  'mbway',
  'applepay',
  'googlepay',
  'amazonpay',
  'bizum',
] as const satisfies readonly PaymentMethodCode[];

export type AdyenMethodCode = (typeof ADYEN_METHOD_CODES)[number];

/** Blik is paid through P24 with this external method id (docs/product/payments.md §7). */
export const BLIK_EXTERNAL_ID = 154;

export function isPaymentMethodCode(value: string): value is PaymentMethodCode {
  return (PAYMENT_METHOD_CODES as readonly string[]).includes(value);
}

/** Cash-voucher methods: the order is placed first and paid later with a reference. */
export function isCashVoucherMethod(code: string): boolean {
  return ['multibanco', 'multibancoinsite', 'oxxo', 'oxxoinsite'].includes(code);
}
