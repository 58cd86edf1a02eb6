import type { CallOptions } from '../calls/call-signal.js';
import type { PaymentPort } from '../ports/payment-port.js';
import type { PaymentCreationResult } from './payment-creation-result.js';
import type { PaymentRequest } from './payment-requests.js';

/** Routes a tagged request to its method's port entry; the switch keeps every method typed. */
export function createPaymentWith(
  port: PaymentPort,
  payment: PaymentRequest,
  options?: CallOptions,
): Promise<PaymentCreationResult> {
  switch (payment.method) {
    case 'card':
      return port.createCardPayment(payment.request, options);
    case 'klarna':
      return port.createKlarnaPayment(payment.request, options);
    case 'afterpaytouch':
      return port.createAfterpayTouchPayment(payment.request, options);
    case 'multibanco':
      return port.createMultibancoPayment(payment.request, options);
    case 'multibancoinsite':
      return port.createMultibancoInSitePayment(payment.request, options);
    case 'oney':
      return port.createOneyPayment(payment.request, options);
    case 'oxxo':
      return port.createOxxoPayment(payment.request, options);
    case 'oxxoinsite':
      return port.createOxxoInSitePayment(payment.request, options);
    case 'giropay':
      return port.createGiropayPayment(payment.request, options);
    case 'mbway':
      return port.createMbwayPayment(payment.request, options);
    case 'applepay':
      return port.createApplePayPayment(payment.request, options);
    case 'googlepay':
      return port.createGooglePayPayment(payment.request, options);
    case 'amazonpay':
      return port.createAmazonPayPayment(payment.request, options);
    case 'bizum':
      return port.createBizumPayment(payment.request, options);
    case 'paypal':
      return port.createPaypalPayment(payment.request, options);
    case 'mercadopago':
      return port.createMercadoPagoPayment(payment.request, options);
    case 'cashondelivery':
      return port.createCashOnDeliveryPayment(payment.request, options);
    case 'pelecard':
      return port.createPelecardPayment(payment.request, options);
    case 'p24':
      return port.createP24Payment(payment.request, options);
    case 'blik':
      return port.createBlikPayment(payment.request, options);
    case 'yookassa':
      return port.createYookassaPayment(payment.request, options);
    case 'payu':
      return port.createPayuPayment(payment.request, options);
    case 'tabby':
      return port.createTabbyPayment(payment.request, options);
    case 'addi':
      return port.createAddiPayment(payment.request, options);
    case 'fac':
      return port.createFacPayment(payment.request, options);
    case 'kueski':
      return port.createKueskiPayment(payment.request, options);
    case 'paynet':
      return port.createPaynetPayment(payment.request, options);
    case 'powertranz':
      return port.createPowertranzPayment(payment.request, options);
  }
}

/** The port entry each method creates its payment with. */
export const CREATE_PAYMENT_ENTRY = {
  card: 'createCardPayment',
  klarna: 'createKlarnaPayment',
  afterpaytouch: 'createAfterpayTouchPayment',
  multibanco: 'createMultibancoPayment',
  multibancoinsite: 'createMultibancoInSitePayment',
  oney: 'createOneyPayment',
  oxxo: 'createOxxoPayment',
  oxxoinsite: 'createOxxoInSitePayment',
  giropay: 'createGiropayPayment',
  mbway: 'createMbwayPayment',
  applepay: 'createApplePayPayment',
  googlepay: 'createGooglePayPayment',
  amazonpay: 'createAmazonPayPayment',
  bizum: 'createBizumPayment',
  paypal: 'createPaypalPayment',
  mercadopago: 'createMercadoPagoPayment',
  cashondelivery: 'createCashOnDeliveryPayment',
  pelecard: 'createPelecardPayment',
  p24: 'createP24Payment',
  blik: 'createBlikPayment',
  yookassa: 'createYookassaPayment',
  payu: 'createPayuPayment',
  tabby: 'createTabbyPayment',
  addi: 'createAddiPayment',
  fac: 'createFacPayment',
  kueski: 'createKueskiPayment',
  paynet: 'createPaynetPayment',
  powertranz: 'createPowertranzPayment',
} as const satisfies { [M in PaymentRequest['method']]: keyof PaymentPort };
