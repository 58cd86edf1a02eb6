import type {
  AcceptRequest,
  BasePaymentRequest,
  PaymentCreationResult,
  PaymentPort,
  PaymentVerification,
} from '@atelier/core-checkout';
import type { OccCallOptions, OccHttp, QueryValue } from './http.js';
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
 * docs/product/commerce-api.md §10.1, §10.2: one entry per payment method. Create calls are
 * cart-scoped; accept and verify calls are site-level and name the payment and the cart in their
 * parameters. Each takes the optional last `{ signal }` of the core's port and hands it to its
 * request.
 */
export function createPaymentCalls(http: OccHttp): PaymentPort {
  const cartPath = async (cartId: string, rest: string): Promise<string> =>
    `/users/${await http.userId()}/carts/${encodeURIComponent(cartId)}${rest}`;

  async function create(
    path: string,
    request: BasePaymentRequest,
    body: Record<string, unknown>,
    options: OccCallOptions | undefined,
  ): Promise<PaymentCreationResult> {
    return http.call({
      method: 'POST',
      path: await cartPath(request.cartId, `/${path}/createpayment`),
      body,
      schema: creationWireSchema(request.returnUrl),
      signal: options?.signal,
    });
  }

  const simple = (path: string) => (request: BasePaymentRequest, options?: OccCallOptions) =>
    create(path, request, baseBody(request), options);

  function verify(
    path: string,
    body: Record<string, unknown>,
    options: OccCallOptions | undefined,
    method: 'GET' | 'POST' = 'POST',
  ): Promise<PaymentVerification> {
    return http.call({
      method,
      path,
      ...(method === 'GET' ? { query: body as Record<string, QueryValue> } : { body }),
      schema: verificationWireSchema(),
      signal: options?.signal,
    });
  }

  const accept = (path: string) => (request: AcceptRequest, options?: OccCallOptions) =>
    verify(path, { ...request.params, cartId: request.cartId }, options);

  return {
    createCardPayment: (request, options) =>
      create('adyen/card', request, cardBody(request), options),
    createKlarnaPayment: simple('adyen/klarna'),
    createAfterpayTouchPayment: simple('adyen/afterpaytouch'),
    createMultibancoPayment: simple('adyen/multibanco'),
    createMultibancoInSitePayment: simple('adyen/multibancoinsite'),
    createOneyPayment: simple('adyen/oney'),
    createOxxoPayment: simple('adyen/oxxo'),
    createOxxoInSitePayment: simple('adyen/oxxoinsite'),
    createGiropayPayment: simple('adyen/giropay'),
    createMbwayPayment: simple('adyen/mbway'),
    createApplePayPayment: (request, options) =>
      create('adyen/applepay', request, walletBody(request), options),
    createGooglePayPayment: (request, options) =>
      create('adyen/googlepay', request, walletBody(request), options),
    createAmazonPayPayment: (request, options) =>
      create('adyen/amazonpay', request, amazonBody(request), options),
    createBizumPayment: simple('adyen/bizum'),
    createPaypalPayment: simple('paypal'),
    createMercadoPagoPayment: simple('mercadopago'),
    createCashOnDeliveryPayment: simple('cashondelivery/card'),
    createPelecardPayment: simple('pelecard'),
    createP24Payment: (request, options) => create('p24', request, p24Body(request), options),
    createBlikPayment: (request, options) => create('p24', request, blikBody(request), options),
    createYookassaPayment: simple('yookassa'),
    createPayuPayment: simple('payu'),
    createTabbyPayment: simple('tabby'),
    createAddiPayment: simple('addi'),
    createFacPayment: simple('fac'),
    createKueskiPayment: simple('kueski'),
    createPaynetPayment: simple('openpay/paynet'),
    createPowertranzPayment: simple('powertranz'),

    async getPowertranzSystemToken(cartId, options) {
      return http.call({
        method: 'GET',
        path: await cartPath(cartId, '/powertranz/systemtoken'),
        schema: systemTokenWireSchema(),
        signal: options?.signal,
      });
    },
    async createPaypalSession(cartId, options) {
      return http.call({
        method: 'POST',
        path: await cartPath(cartId, '/paypal/session'),
        schema: paypalSessionWireSchema(),
        signal: options?.signal,
      });
    },
    createApplePaySession: (validationUrl, options) =>
      http.call({
        method: 'POST',
        path: '/applepay/session',
        body: { validationUrl },
        schema: appleSessionWireSchema(),
        signal: options?.signal,
      }),
    signAmazonPay: (payload, options) =>
      http.call({
        method: 'POST',
        path: '/amazonpay/sign',
        body: { payload },
        schema: amazonSignatureWireSchema(),
        signal: options?.signal,
      }),
    getSupportedCardTypes: (options) =>
      http.call({
        method: 'GET',
        path: '/cardtypes',
        auth: 'none',
        schema: cardTypesWireSchema(),
        signal: options?.signal,
      }),
    /** Adyen's 3DS2 details: the fingerprint result, then the challenge result. */
    authorise3ds2: ({ cartId, paymentData, details }, options) => {
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
        signal: options?.signal,
      });
    },

    acceptKlarna: accept('/adyen/klarna/accept'),
    acceptAfterpayTouch: accept('/adyen/afterpaytouch/accept'),
    acceptMultibanco: accept('/adyen/multibanco/accept'),
    acceptOney: ({ cartId, params, merchantReference }, options) =>
      verify('/adyen/oney/accept', { ...params, cartId, merchantReference }, options),
    acceptGiropay: accept('/adyen/giropay/accept'),
    acceptMbway: accept('/adyen/mbway/accept'),
    acceptBizum: accept('/adyen/bizum/accept'),
    // PayPal's return parameters go back as the query, named as PayPal names them.
    acceptPaypalOrder: ({ cartId, paymentId, token, payerId }, options) =>
      verify('/paypal/acceptorder', { cartId, paymentId, token, PayerID: payerId }, options, 'GET'),
    acceptPaypalExpressOrder: accept('/paypal/express/acceptorder'),
    acceptPelecardOrder: accept('/pelecard/acceptorder'),
    acceptP24Order: accept('/p24/acceptorder'),
    acceptYookassaOrder: accept('/yookassa/acceptorder'),
    acceptPayuOrder: accept('/payu/acceptorder'),
    acceptTabbyOrder: ({ cartId, paymentId, orderCode }, options) =>
      verify('/tabby/acceptorder', { cartId, paymentId, orderCode }, options),
    acceptFacOrder: accept('/fac/acceptorder'),
    acceptKueskiOrder: accept('/kueski/acceptorder'),
    acceptAddi: accept('/addi/accept'),
    getAddiStatus: (cartId, options) => verify('/addi/status', { cartId }, options, 'GET'),
    confirmAddiOrder: (cartId, options) => verify('/addi/confirmorder', { cartId }, options),
    acceptMercadoPago: accept('/mercadopago/accept'),
    acceptPowertranz: ({ cartId, token, systemToken }, options) =>
      verify('/powertranz/accept', { cartId, token, systemToken }, options),
    verify3dSecure: ({ cartId, md, paRes, includeCart }, options) =>
      verify(
        `/payments/${encodeURIComponent(md)}/verify/3ds`,
        { cartId, paRes, includeCart },
        options,
      ),
    verifyRecursive: async ({ cartId, params, method }, options) =>
      verify(
        `/payments/${encodeURIComponent(paymentIdOf(params))}/verify/recursive`,
        { ...params, cartId, method },
        options,
      ),
    verifyGeneric: async ({ cartId, params, method }, options) =>
      verify(
        `/payments/${encodeURIComponent(paymentIdOf(params))}/verify`,
        { ...params, cartId, method },
        options,
      ),
  };
}
