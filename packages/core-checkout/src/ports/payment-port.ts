import type { CallOptions } from '../calls/call-signal.js';
import type {
  PaymentCreationResult,
  PaymentVerification,
} from '../payment/payment-creation-result.js';
import type {
  AdyenPaymentRequest,
  AmazonPayPaymentRequest,
  BasePaymentRequest,
  BlikPaymentRequest,
  BrowserInfo,
  CardPaymentRequest,
  CashOnDeliveryPaymentRequest,
  DocumentPaymentRequest,
  MbwayPaymentRequest,
  P24PaymentRequest,
  PowertranzPaymentRequest,
  WalletPaymentRequest,
} from '../payment/payment-requests.js';

/** What the shopper's return from a provider carries (query parameters of the confirmation). */
export type ReturnParams = Readonly<Record<string, string>>;

export interface AcceptRequest {
  cartId: string;
  params: ReturnParams;
}

/**
 * The payment calls of docs/product/commerce-api.md §10.1, §10.2: one entry per method to create a
 * payment, one per accept / verify call. Adapters implement it; the machines reach it through named
 * actors.
 */
export interface PaymentPort {
  // 7.5, /adyen/{method}/createpayment
  createCardPayment(
    request: CardPaymentRequest,
    options?: CallOptions,
  ): Promise<PaymentCreationResult>;
  createKlarnaPayment(
    request: AdyenPaymentRequest,
    options?: CallOptions,
  ): Promise<PaymentCreationResult>;
  createAfterpayTouchPayment(
    request: AdyenPaymentRequest,
    options?: CallOptions,
  ): Promise<PaymentCreationResult>;
  createMultibancoPayment(
    request: AdyenPaymentRequest,
    options?: CallOptions,
  ): Promise<PaymentCreationResult>;
  createMultibancoInSitePayment(
    request: AdyenPaymentRequest,
    options?: CallOptions,
  ): Promise<PaymentCreationResult>;
  createOneyPayment(
    request: AdyenPaymentRequest,
    options?: CallOptions,
  ): Promise<PaymentCreationResult>;
  createOxxoPayment(
    request: AdyenPaymentRequest,
    options?: CallOptions,
  ): Promise<PaymentCreationResult>;
  createOxxoInSitePayment(
    request: AdyenPaymentRequest,
    options?: CallOptions,
  ): Promise<PaymentCreationResult>;
  createGiropayPayment(
    request: AdyenPaymentRequest,
    options?: CallOptions,
  ): Promise<PaymentCreationResult>;
  createMbwayPayment(
    request: MbwayPaymentRequest,
    options?: CallOptions,
  ): Promise<PaymentCreationResult>;
  createApplePayPayment(
    request: WalletPaymentRequest,
    options?: CallOptions,
  ): Promise<PaymentCreationResult>;
  createGooglePayPayment(
    request: WalletPaymentRequest,
    options?: CallOptions,
  ): Promise<PaymentCreationResult>;
  createAmazonPayPayment(
    request: AmazonPayPaymentRequest,
    options?: CallOptions,
  ): Promise<PaymentCreationResult>;
  createBizumPayment(
    request: AdyenPaymentRequest,
    options?: CallOptions,
  ): Promise<PaymentCreationResult>;
  // 7.5, provider-specific create calls
  createPaypalPayment(
    request: BasePaymentRequest,
    options?: CallOptions,
  ): Promise<PaymentCreationResult>;
  createMercadoPagoPayment(
    request: DocumentPaymentRequest,
    options?: CallOptions,
  ): Promise<PaymentCreationResult>;
  createCashOnDeliveryPayment(
    request: CashOnDeliveryPaymentRequest,
    options?: CallOptions,
  ): Promise<PaymentCreationResult>;
  createPelecardPayment(
    request: BasePaymentRequest,
    options?: CallOptions,
  ): Promise<PaymentCreationResult>;
  createP24Payment(
    request: P24PaymentRequest,
    options?: CallOptions,
  ): Promise<PaymentCreationResult>;
  /** /p24/createpayment with external id 154. */
  createBlikPayment(
    request: BlikPaymentRequest,
    options?: CallOptions,
  ): Promise<PaymentCreationResult>;
  createYookassaPayment(
    request: BasePaymentRequest,
    options?: CallOptions,
  ): Promise<PaymentCreationResult>;
  createPayuPayment(
    request: BasePaymentRequest,
    options?: CallOptions,
  ): Promise<PaymentCreationResult>;
  createTabbyPayment(
    request: BasePaymentRequest,
    options?: CallOptions,
  ): Promise<PaymentCreationResult>;
  createAddiPayment(
    request: DocumentPaymentRequest,
    options?: CallOptions,
  ): Promise<PaymentCreationResult>;
  createFacPayment(
    request: BasePaymentRequest,
    options?: CallOptions,
  ): Promise<PaymentCreationResult>;
  createKueskiPayment(
    request: BasePaymentRequest,
    options?: CallOptions,
  ): Promise<PaymentCreationResult>;
  /** /openpay/paynet/createpayment */
  createPaynetPayment(
    request: BasePaymentRequest,
    options?: CallOptions,
  ): Promise<PaymentCreationResult>;
  createPowertranzPayment(
    request: PowertranzPaymentRequest,
    options?: CallOptions,
  ): Promise<PaymentCreationResult>;

  // 7.5, helper calls
  getPowertranzSystemToken(cartId: string, options?: CallOptions): Promise<string>;
  createPaypalSession(cartId: string, options?: CallOptions): Promise<{ sessionId: string }>;
  createApplePaySession(
    validationUrl: string,
    options?: CallOptions,
  ): Promise<Record<string, unknown>>;
  signAmazonPay(payload: string, options?: CallOptions): Promise<{ signature: string }>;
  getSupportedCardTypes(options?: CallOptions): Promise<string[]>;
  /** POST 3DS2 authorise: the fingerprint or challenge result goes back to the provider. */
  authorise3ds2(
    request: {
      cartId: string;
      paymentData: string;
      details: Record<string, string>;
    },
    options?: CallOptions,
  ): Promise<PaymentCreationResult>;

  // 7.6, /adyen/{method}/accept
  acceptKlarna(request: AcceptRequest, options?: CallOptions): Promise<PaymentVerification>;
  acceptAfterpayTouch(request: AcceptRequest, options?: CallOptions): Promise<PaymentVerification>;
  acceptMultibanco(request: AcceptRequest, options?: CallOptions): Promise<PaymentVerification>;
  acceptOney(
    request: AcceptRequest & { merchantReference: string },
    options?: CallOptions,
  ): Promise<PaymentVerification>;
  acceptGiropay(request: AcceptRequest, options?: CallOptions): Promise<PaymentVerification>;
  acceptMbway(request: AcceptRequest, options?: CallOptions): Promise<PaymentVerification>;
  acceptBizum(request: AcceptRequest, options?: CallOptions): Promise<PaymentVerification>;
  // 7.6, provider accept calls
  acceptPaypalOrder(
    request: {
      cartId: string;
      paymentId: string;
      token: string;
      payerId: string;
    },
    options?: CallOptions,
  ): Promise<PaymentVerification>;
  acceptPaypalExpressOrder(
    request: AcceptRequest,
    options?: CallOptions,
  ): Promise<PaymentVerification>;
  acceptPelecardOrder(request: AcceptRequest, options?: CallOptions): Promise<PaymentVerification>;
  acceptP24Order(request: AcceptRequest, options?: CallOptions): Promise<PaymentVerification>;
  acceptYookassaOrder(request: AcceptRequest, options?: CallOptions): Promise<PaymentVerification>;
  acceptPayuOrder(request: AcceptRequest, options?: CallOptions): Promise<PaymentVerification>;
  acceptTabbyOrder(
    request: {
      cartId: string;
      paymentId: string;
      orderCode: string;
    },
    options?: CallOptions,
  ): Promise<PaymentVerification>;
  acceptFacOrder(request: AcceptRequest, options?: CallOptions): Promise<PaymentVerification>;
  acceptKueskiOrder(request: AcceptRequest, options?: CallOptions): Promise<PaymentVerification>;
  acceptAddi(request: AcceptRequest, options?: CallOptions): Promise<PaymentVerification>;
  getAddiStatus(cartId: string, options?: CallOptions): Promise<PaymentVerification>;
  confirmAddiOrder(cartId: string, options?: CallOptions): Promise<PaymentVerification>;
  acceptMercadoPago(request: AcceptRequest, options?: CallOptions): Promise<PaymentVerification>;
  acceptPowertranz(
    request: {
      cartId: string;
      token: string;
      systemToken: string;
    },
    options?: CallOptions,
  ): Promise<PaymentVerification>;
  // 7.6, verify calls
  verify3dSecure(
    request: {
      cartId: string;
      md: string;
      paRes: string;
      includeCart: boolean;
    },
    options?: CallOptions,
  ): Promise<PaymentVerification>;
  verifyRecursive(
    request: AcceptRequest & { method: string },
    options?: CallOptions,
  ): Promise<PaymentVerification>;
  verifyGeneric(
    request: AcceptRequest & { method: string },
    options?: CallOptions,
  ): Promise<PaymentVerification>;
}

export type { BrowserInfo };
