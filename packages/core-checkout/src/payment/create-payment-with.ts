import type { PaymentPort } from '../ports/payment-port.js';
import type { PaymentCreationResult } from './payment-creation-result.js';
import type { PaymentRequest } from './payment-requests.js';

/** Routes a tagged request to its method's port entry; the switch keeps every method typed. */
export function createPaymentWith(
  port: PaymentPort,
  payment: PaymentRequest,
): Promise<PaymentCreationResult> {
  switch (payment.method) {
    case 'card':
      return port.createCardPayment(payment.request);
    case 'klarna':
      return port.createKlarnaPayment(payment.request);
    case 'afterpaytouch':
      return port.createAfterpayTouchPayment(payment.request);
    case 'multibanco':
      return port.createMultibancoPayment(payment.request);
    case 'multibancoinsite':
      return port.createMultibancoInSitePayment(payment.request);
    case 'oney':
      return port.createOneyPayment(payment.request);
    case 'oxxo':
      return port.createOxxoPayment(payment.request);
    case 'oxxoinsite':
      return port.createOxxoInSitePayment(payment.request);
    case 'giropay':
      return port.createGiropayPayment(payment.request);
    case 'mbway':
      return port.createMbwayPayment(payment.request);
    case 'applepay':
      return port.createApplePayPayment(payment.request);
    case 'googlepay':
      return port.createGooglePayPayment(payment.request);
    case 'amazonpay':
      return port.createAmazonPayPayment(payment.request);
    case 'bizum':
      return port.createBizumPayment(payment.request);
    case 'paypal':
      return port.createPaypalPayment(payment.request);
    case 'mercadopago':
      return port.createMercadoPagoPayment(payment.request);
    case 'cashondelivery':
      return port.createCashOnDeliveryPayment(payment.request);
    case 'pelecard':
      return port.createPelecardPayment(payment.request);
    case 'p24':
      return port.createP24Payment(payment.request);
    case 'blik':
      return port.createBlikPayment(payment.request);
    case 'yookassa':
      return port.createYookassaPayment(payment.request);
    case 'payu':
      return port.createPayuPayment(payment.request);
    case 'tabby':
      return port.createTabbyPayment(payment.request);
    case 'addi':
      return port.createAddiPayment(payment.request);
    case 'fac':
      return port.createFacPayment(payment.request);
    case 'kueski':
      return port.createKueskiPayment(payment.request);
    case 'paynet':
      return port.createPaynetPayment(payment.request);
    case 'powertranz':
      return port.createPowertranzPayment(payment.request);
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
