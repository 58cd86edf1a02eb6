import type { Money } from '@atelier/core-catalogue';
import type { BillingAddress } from '../entities/billing-address.js';
import type { BLIK_EXTERNAL_ID } from './payment-methods.js';

/** The shopper's browser, for 3DS2 risk checks. */
export interface BrowserInfo {
  userAgent: string;
  acceptHeader: string;
  language: string;
  colorDepth: number;
  screenHeight: number;
  screenWidth: number;
  timeZoneOffset: number;
  javaEnabled: boolean;
}

export interface BasePaymentRequest {
  cartId: string;
  /** Where the provider sends the shopper back (the confirmation route). */
  returnUrl: string;
  billingAddress?: BillingAddress;
  browserInfo?: BrowserInfo;
}

export interface EncryptedCard {
  encryptedCardNumber: string;
  encryptedExpiryMonth: string;
  encryptedExpiryYear: string;
  encryptedSecurityCode: string;
}

export interface CardPaymentRequest extends BasePaymentRequest {
  holderName: string;
  brand: string;
  /**
   * The amount to pay, as prices are shown. docs/product/payments.md §2.1: it travels in minor
   * units; the adapter counts them with toMinorUnits, so a yen order is sent in whole yen (ADR
   * 0033).
   */
  amount: Money;
  card: EncryptedCard | { storedCardId: string; encryptedSecurityCode?: string };
  storeCard: boolean;
}

/** Redirect and voucher methods created through Adyen (klarna, multibanco, oxxo, giropay...). */
export interface AdyenPaymentRequest extends BasePaymentRequest {
  paymentMethodData?: Record<string, string>;
}

export interface MbwayPaymentRequest extends BasePaymentRequest {
  telephoneNumber: string;
}

export interface WalletPaymentRequest extends BasePaymentRequest {
  /** The Apple Pay / Google Pay token, as the wallet gives it. */
  walletToken: string;
  isExpress: boolean;
}

export interface AmazonPayPaymentRequest extends BasePaymentRequest {
  amazonCheckoutSessionId: string;
  browserInfo: BrowserInfo;
  region: string;
}

export interface CashOnDeliveryPaymentRequest extends BasePaymentRequest {
  paymentModeOnDelivery: string;
}

export interface P24PaymentRequest extends BasePaymentRequest {
  methodId: number | string;
}

/** Blik goes through P24's create call with its fixed external id. */
export interface BlikPaymentRequest extends BasePaymentRequest {
  externalId: typeof BLIK_EXTERNAL_ID;
  blikCode?: string;
}

export interface DocumentPaymentRequest extends BasePaymentRequest {
  /**
   * Sent only when the national id is asked for or an invoice is wanted
   * (docs/product/checkout.md §9.5).
   */
  documentNumber?: string;
  documentType?: string;
}

export interface PowertranzPaymentRequest extends BasePaymentRequest {
  token: string;
  systemToken: string;
}

/** The request each method's create call takes. */
export interface CreatePaymentRequests {
  card: CardPaymentRequest;
  klarna: AdyenPaymentRequest;
  afterpaytouch: AdyenPaymentRequest;
  multibanco: AdyenPaymentRequest;
  multibancoinsite: AdyenPaymentRequest;
  oney: AdyenPaymentRequest;
  oxxo: AdyenPaymentRequest;
  oxxoinsite: AdyenPaymentRequest;
  giropay: AdyenPaymentRequest;
  mbway: MbwayPaymentRequest;
  applepay: WalletPaymentRequest;
  googlepay: WalletPaymentRequest;
  amazonpay: AmazonPayPaymentRequest;
  bizum: AdyenPaymentRequest;
  paypal: BasePaymentRequest;
  mercadopago: DocumentPaymentRequest;
  cashondelivery: CashOnDeliveryPaymentRequest;
  pelecard: BasePaymentRequest;
  p24: P24PaymentRequest;
  blik: BlikPaymentRequest;
  yookassa: BasePaymentRequest;
  payu: BasePaymentRequest;
  tabby: BasePaymentRequest;
  addi: DocumentPaymentRequest;
  fac: BasePaymentRequest;
  kueski: BasePaymentRequest;
  paynet: BasePaymentRequest;
  powertranz: PowertranzPaymentRequest;
}

/** A request tagged with its method: what the payment machine carries. */
export type PaymentRequest = {
  [M in keyof CreatePaymentRequests]: { method: M; request: CreatePaymentRequests[M] };
}[keyof CreatePaymentRequests];
