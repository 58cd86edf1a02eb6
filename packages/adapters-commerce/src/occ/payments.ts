import type {
  AcceptRequest,
  BasePaymentRequest,
  PaymentCreationResult,
  PaymentPort,
  PaymentVerification,
} from '@atelier/core-checkout';
import type { OccHttp, QueryValue } from './http.js';
import { amazonBody, baseBody, blikBody, cardBody, p24Body, walletBody } from './payment-bodies.js';
import {
  amazonSignatureWireSchema,
  appleSessionWireSchema,
  cardTypesWireSchema,
  creationWireSchema,
  paypalSessionWireSchema,
  systemTokenWireSchema,
  verificationWireSchema,
} from './schemas/payment.schema.js';

/** The payment a verify call is about: the provider sends it back among the return params. */
function paymentIdOf(params: Readonly<Record<string, string>>): string {
  const id = params['paymentId'] ?? params['MD'] ?? params['md'];
  if (!id) throw new Error('The return parameters name no payment (paymentId or MD)');
  return id;
}

/**
 * Spec 2, 7.5 and 7.6: one entry per payment method. Create calls are cart-scoped; accept
 * and verify calls are site-level and name the payment and the cart in their parameters.
 */
export function createPaymentCalls(http: OccHttp): PaymentPort {
  const cartPath = async (cartId: string, rest: string): Promise<string> =>
    `/users/${await http.userId()}/carts/${encodeURIComponent(cartId)}${rest}`;

  async function create(
    path: string,
    request: BasePaymentRequest,
    body: Record<string, unknown>,
  ): Promise<PaymentCreationResult> {
    return http.call({
      method: 'POST',
      path: await cartPath(request.cartId, `/${path}/createpayment`),
      body,
      schema: creationWireSchema(request.returnUrl),
    });
  }

  const simple = (path: string) => (request: BasePaymentRequest) =>
    create(path, request, baseBody(request));

  function verify(
    path: string,
    body: Record<string, unknown>,
    method: 'GET' | 'POST' = 'POST',
  ): Promise<PaymentVerification> {
    return http.call({
      method,
      path,
      ...(method === 'GET' ? { query: body as Record<string, QueryValue> } : { body }),
      schema: verificationWireSchema,
    });
  }

  const accept = (path: string) => (request: AcceptRequest) =>
    verify(path, { ...request.params, cartId: request.cartId });

  return {
    createCardPayment: (request) => create('adyen/card', request, cardBody(request)),
    createKlarnaPayment: simple('adyen/klarna'),
    createAfterpayTouchPayment: simple('adyen/afterpaytouch'),
    createMultibancoPayment: simple('adyen/multibanco'),
    createMultibancoInSitePayment: simple('adyen/multibancoinsite'),
    createOneyPayment: simple('adyen/oney'),
    createOxxoPayment: simple('adyen/oxxo'),
    createOxxoInSitePayment: simple('adyen/oxxoinsite'),
    createGiropayPayment: simple('adyen/giropay'),
    createMbwayPayment: simple('adyen/mbway'),
    createApplePayPayment: (request) => create('adyen/applepay', request, walletBody(request)),
    createGooglePayPayment: (request) => create('adyen/googlepay', request, walletBody(request)),
    createAmazonPayPayment: (request) => create('adyen/amazonpay', request, amazonBody(request)),
    createBizumPayment: simple('adyen/bizum'),
    createPaypalPayment: simple('paypal'),
    createMercadoPagoPayment: simple('mercadopago'),
    createCashOnDeliveryPayment: simple('cashondelivery/card'),
    createPelecardPayment: simple('pelecard'),
    createP24Payment: (request) => create('p24', request, p24Body(request)),
    createBlikPayment: (request) => create('p24', request, blikBody(request)),
    createYookassaPayment: simple('yookassa'),
    createPayuPayment: simple('payu'),
    createTabbyPayment: simple('tabby'),
    createAddiPayment: simple('addi'),
    createFacPayment: simple('fac'),
    createKueskiPayment: simple('kueski'),
    createPaynetPayment: simple('openpay/paynet'),
    createPowertranzPayment: simple('powertranz'),

    async getPowertranzSystemToken(cartId) {
      return http.call({
        method: 'GET',
        path: await cartPath(cartId, '/powertranz/systemtoken'),
        schema: systemTokenWireSchema,
      });
    },
    async createPaypalSession(cartId) {
      return http.call({
        method: 'POST',
        path: await cartPath(cartId, '/paypal/session'),
        schema: paypalSessionWireSchema,
      });
    },
    createApplePaySession: (validationUrl) =>
      http.call({
        method: 'POST',
        path: '/applepay/session',
        body: { validationUrl },
        schema: appleSessionWireSchema,
      }),
    signAmazonPay: (payload) =>
      http.call({
        method: 'POST',
        path: '/amazonpay/sign',
        body: { payload },
        schema: amazonSignatureWireSchema,
      }),
    getSupportedCardTypes: () =>
      http.call({ method: 'GET', path: '/cardtypes', auth: 'none', schema: cardTypesWireSchema }),
    /** Adyen's 3DS2 details: the fingerprint result, then the challenge result. */
    authorise3ds2: ({ cartId, paymentData, details }) => {
      const fingerprintResult = details['threeds2.fingerprint'] ?? details['fingerprintResult'];
      const challengeResult = details['threeds2.challengeResult'] ?? details['challengeResult'];
      return http.call({
        method: 'POST',
        path: '/adyen/card/3ds2/authorise',
        body: {
          cartId,
          paymentId: paymentData,
          ...(fingerprintResult !== undefined ? { fingerprintResult } : {}),
          ...(challengeResult !== undefined ? { challengeResult } : {}),
        },
        schema: creationWireSchema(''),
      });
    },

    acceptKlarna: accept('/adyen/klarna/accept'),
    acceptAfterpayTouch: accept('/adyen/afterpaytouch/accept'),
    acceptMultibanco: accept('/adyen/multibanco/accept'),
    acceptOney: ({ cartId, params, merchantReference }) =>
      verify('/adyen/oney/accept', { ...params, cartId, merchantReference }),
    acceptGiropay: accept('/adyen/giropay/accept'),
    acceptMbway: accept('/adyen/mbway/accept'),
    acceptBizum: accept('/adyen/bizum/accept'),
    // PayPal's return parameters go back as the query, named as PayPal names them.
    acceptPaypalOrder: ({ cartId, paymentId, token, payerId }) =>
      verify('/paypal/acceptorder', { cartId, paymentId, token, PayerID: payerId }, 'GET'),
    acceptPaypalExpressOrder: accept('/paypal/express/acceptorder'),
    acceptPelecardOrder: accept('/pelecard/acceptorder'),
    acceptP24Order: accept('/p24/acceptorder'),
    acceptYookassaOrder: accept('/yookassa/acceptorder'),
    acceptPayuOrder: accept('/payu/acceptorder'),
    acceptTabbyOrder: ({ cartId, paymentId, orderCode }) =>
      verify('/tabby/acceptorder', { cartId, paymentId, orderCode }),
    acceptFacOrder: accept('/fac/acceptorder'),
    acceptKueskiOrder: accept('/kueski/acceptorder'),
    acceptAddi: accept('/addi/accept'),
    getAddiStatus: (cartId) => verify('/addi/status', { cartId }, 'GET'),
    confirmAddiOrder: (cartId) => verify('/addi/confirmorder', { cartId }),
    acceptMercadoPago: accept('/mercadopago/accept'),
    acceptPowertranz: ({ cartId, token, systemToken }) =>
      verify('/powertranz/accept', { cartId, token, systemToken }),
    verify3dSecure: ({ cartId, md, paRes, includeCart }) =>
      verify(`/payments/${encodeURIComponent(md)}/verify/3ds`, { cartId, paRes, includeCart }),
    verifyRecursive: async ({ cartId, params, method }) =>
      verify(`/payments/${encodeURIComponent(paymentIdOf(params))}/verify/recursive`, {
        ...params,
        cartId,
        method,
      }),
    verifyGeneric: async ({ cartId, params, method }) =>
      verify(`/payments/${encodeURIComponent(paymentIdOf(params))}/verify`, {
        ...params,
        cartId,
        method,
      }),
  };
}
