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
 * The payment calls of spec 2, 7.5 and 7.6: one entry per method to create a payment, one per
 * accept / verify call. Adapters implement it; the machines reach it through named actors.
 */
export interface PaymentPort {
  // 7.5, /adyen/{method}/createpayment
  createCardPayment(request: CardPaymentRequest): Promise<PaymentCreationResult>;
  createKlarnaPayment(request: AdyenPaymentRequest): Promise<PaymentCreationResult>;
  createAfterpayTouchPayment(request: AdyenPaymentRequest): Promise<PaymentCreationResult>;
  createMultibancoPayment(request: AdyenPaymentRequest): Promise<PaymentCreationResult>;
  createMultibancoInSitePayment(request: AdyenPaymentRequest): Promise<PaymentCreationResult>;
  createOneyPayment(request: AdyenPaymentRequest): Promise<PaymentCreationResult>;
  createOxxoPayment(request: AdyenPaymentRequest): Promise<PaymentCreationResult>;
  createOxxoInSitePayment(request: AdyenPaymentRequest): Promise<PaymentCreationResult>;
  createGiropayPayment(request: AdyenPaymentRequest): Promise<PaymentCreationResult>;
  createMbwayPayment(request: MbwayPaymentRequest): Promise<PaymentCreationResult>;
  createApplePayPayment(request: WalletPaymentRequest): Promise<PaymentCreationResult>;
  createGooglePayPayment(request: WalletPaymentRequest): Promise<PaymentCreationResult>;
  createAmazonPayPayment(request: AmazonPayPaymentRequest): Promise<PaymentCreationResult>;
  createBizumPayment(request: AdyenPaymentRequest): Promise<PaymentCreationResult>;
  // 7.5, provider-specific create calls
  createPaypalPayment(request: BasePaymentRequest): Promise<PaymentCreationResult>;
  createMercadoPagoPayment(request: DocumentPaymentRequest): Promise<PaymentCreationResult>;
  createCashOnDeliveryPayment(
    request: CashOnDeliveryPaymentRequest,
  ): Promise<PaymentCreationResult>;
  createPelecardPayment(request: BasePaymentRequest): Promise<PaymentCreationResult>;
  createP24Payment(request: P24PaymentRequest): Promise<PaymentCreationResult>;
  /** /p24/createpayment with external id 154. */
  createBlikPayment(request: BlikPaymentRequest): Promise<PaymentCreationResult>;
  createYookassaPayment(request: BasePaymentRequest): Promise<PaymentCreationResult>;
  createPayuPayment(request: BasePaymentRequest): Promise<PaymentCreationResult>;
  createTabbyPayment(request: BasePaymentRequest): Promise<PaymentCreationResult>;
  createAddiPayment(request: DocumentPaymentRequest): Promise<PaymentCreationResult>;
  createFacPayment(request: BasePaymentRequest): Promise<PaymentCreationResult>;
  createKueskiPayment(request: BasePaymentRequest): Promise<PaymentCreationResult>;
  /** /openpay/paynet/createpayment */
  createPaynetPayment(request: BasePaymentRequest): Promise<PaymentCreationResult>;
  createPowertranzPayment(request: PowertranzPaymentRequest): Promise<PaymentCreationResult>;

  // 7.5, helper calls
  getPowertranzSystemToken(cartId: string): Promise<string>;
  createPaypalSession(cartId: string): Promise<{ sessionId: string }>;
  createApplePaySession(validationUrl: string): Promise<Record<string, unknown>>;
  signAmazonPay(payload: string): Promise<{ signature: string }>;
  getSupportedCardTypes(): Promise<string[]>;
  /** POST 3DS2 authorise: the fingerprint or challenge result goes back to the provider. */
  authorise3ds2(request: {
    cartId: string;
    paymentData: string;
    details: Record<string, string>;
  }): Promise<PaymentCreationResult>;

  // 7.6, /adyen/{method}/accept
  acceptKlarna(request: AcceptRequest): Promise<PaymentVerification>;
  acceptAfterpayTouch(request: AcceptRequest): Promise<PaymentVerification>;
  acceptMultibanco(request: AcceptRequest): Promise<PaymentVerification>;
  acceptOney(request: AcceptRequest & { merchantReference: string }): Promise<PaymentVerification>;
  acceptGiropay(request: AcceptRequest): Promise<PaymentVerification>;
  acceptMbway(request: AcceptRequest): Promise<PaymentVerification>;
  acceptBizum(request: AcceptRequest): Promise<PaymentVerification>;
  // 7.6, provider accept calls
  acceptPaypalOrder(request: {
    cartId: string;
    paymentId: string;
    token: string;
    payerId: string;
  }): Promise<PaymentVerification>;
  acceptPaypalExpressOrder(request: AcceptRequest): Promise<PaymentVerification>;
  acceptPelecardOrder(request: AcceptRequest): Promise<PaymentVerification>;
  acceptP24Order(request: AcceptRequest): Promise<PaymentVerification>;
  acceptYookassaOrder(request: AcceptRequest): Promise<PaymentVerification>;
  acceptPayuOrder(request: AcceptRequest): Promise<PaymentVerification>;
  acceptTabbyOrder(request: {
    cartId: string;
    paymentId: string;
    orderCode: string;
  }): Promise<PaymentVerification>;
  acceptFacOrder(request: AcceptRequest): Promise<PaymentVerification>;
  acceptKueskiOrder(request: AcceptRequest): Promise<PaymentVerification>;
  acceptAddi(request: AcceptRequest): Promise<PaymentVerification>;
  getAddiStatus(cartId: string): Promise<PaymentVerification>;
  confirmAddiOrder(cartId: string): Promise<PaymentVerification>;
  acceptMercadoPago(request: AcceptRequest): Promise<PaymentVerification>;
  acceptPowertranz(request: {
    cartId: string;
    token: string;
    systemToken: string;
  }): Promise<PaymentVerification>;
  // 7.6, verify calls
  verify3dSecure(request: {
    cartId: string;
    md: string;
    paRes: string;
    includeCart: boolean;
  }): Promise<PaymentVerification>;
  verifyRecursive(request: AcceptRequest & { method: string }): Promise<PaymentVerification>;
  verifyGeneric(request: AcceptRequest & { method: string }): Promise<PaymentVerification>;
}

export type { BrowserInfo };
