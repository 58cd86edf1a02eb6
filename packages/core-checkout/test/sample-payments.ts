import {
  BLIK_EXTERNAL_ID,
  PAYMENT_METHOD_CODES,
  type PaymentMethodCode,
} from '../src/payment/payment-methods.js';
import type { CreatePaymentRequests, PaymentRequest } from '../src/payment/payment-requests.js';

const base = { cartId: 'cart-1', returnUrl: '/es-es/checkout/confirmation' };
const browserInfo = {
  userAgent: 'test',
  acceptHeader: '*/*',
  language: 'es-ES',
  colorDepth: 24,
  screenHeight: 800,
  screenWidth: 1280,
  timeZoneOffset: -60,
  javaEnabled: false,
};
const wallet = { ...base, walletToken: 'tok', isExpress: false };

/** One valid create-payment request per method. */
export const SAMPLE_REQUESTS: { [M in PaymentMethodCode]: CreatePaymentRequests[M] } = {
  card: {
    ...base,
    holderName: 'Ana',
    brand: 'visa',
    amount: { value: 19.99, currency: 'EUR' },
    card: { storedCardId: 'c1' },
    storeCard: false,
  },
  klarna: base,
  afterpaytouch: base,
  multibanco: base,
  multibancoinsite: base,
  oney: base,
  oxxo: base,
  oxxoinsite: base,
  giropay: base,
  mbway: { ...base, telephoneNumber: '+351910000000' },
  applepay: wallet,
  googlepay: wallet,
  amazonpay: { ...base, amazonCheckoutSessionId: 'amz-1', browserInfo, region: 'eu' },
  bizum: base,
  paypal: base,
  mercadopago: { ...base, documentNumber: '123', documentType: 'C.C.' },
  cashondelivery: { ...base, paymentModeOnDelivery: 'CASH_ON_DELIVERY_CASH' },
  pelecard: base,
  p24: { ...base, methodId: 25 },
  blik: { ...base, externalId: BLIK_EXTERNAL_ID, blikCode: '777123' },
  yookassa: base,
  payu: base,
  tabby: base,
  addi: base,
  fac: base,
  kueski: base,
  paynet: base,
  powertranz: { ...base, token: 'ptz', systemToken: 'sys' },
};

export function samplePayment(method: PaymentMethodCode): PaymentRequest {
  return { method, request: SAMPLE_REQUESTS[method] } as PaymentRequest;
}

export const ALL_SAMPLE_PAYMENTS = PAYMENT_METHOD_CODES.map(samplePayment);
