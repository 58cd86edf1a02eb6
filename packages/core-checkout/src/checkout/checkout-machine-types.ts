import type { BillingAddress } from '../entities/billing-address.js';
import type { ShippingAddress } from '../entities/shipping-address.js';
import type { PaymentErrorModal } from '../payment/payment-error-reaction.js';
import type { NamedCode } from '../ports/checkout-port.js';
import type { SavedAddress } from './auto-fill.js';
import type { CheckoutBag, DeliveryMode } from './checkout-bag.js';
import type { CheckoutStep } from './checkout-steps.js';
import type { BillingStepAction, ShippingStepAction } from './shipping-step-rules.js';

export interface CheckoutUser {
  hasNationalId: boolean;
  defaultAddressInvalid: boolean;
}

export interface CheckoutSettings {
  addressVerificationEnabled: boolean;
  nationalIdAsked: boolean;
  crossBorderManaged: boolean;
  oneClick: { cmsFlag: boolean; featureFlag: boolean; countryStandardMethod: string };
}

export interface CheckoutInput {
  bag: CheckoutBag;
  /** null for a guest. */
  user: CheckoutUser | null;
  settings: CheckoutSettings;
  /** The e-mail is linked to the cross-border checkout. */
  hasLinkedEmail: boolean;
  noStockModalPending: boolean;
  /** The payment method segment of the URL, if any. */
  paymentMethod: string | null;
}

export type CheckoutModal =
  | 'checkoutDataError'
  | 'wrongAddress'
  | 'addressSuggestions'
  | 'shipFromStoreNotAvailable'
  | 'genericError'
  | PaymentErrorModal;

export type CheckoutRedirect = 'cart' | 'home' | 'external';

export interface CheckoutContext extends CheckoutInput {
  completed: boolean;
  addresses: SavedAddress[];
  countries: NamedCode[];
  deliveryModes: DeliveryMode[];
  shippingMethod: string;
  billingDiffers: boolean;
  shippingAddress: ShippingAddress | null;
  billingAddress: BillingAddress | null;
  /** The address being submitted, replaced by a chosen suggestion. */
  pendingAddress: ShippingAddress | null;
  pendingBilling: BillingAddress | null;
  suggestions: ShippingAddress[];
  /** What is left of the step being submitted (shippingStepActions / billingStepActions). */
  remaining: (ShippingStepAction | BillingStepAction)[];
  stepsDone: CheckoutStep[];
  modal: CheckoutModal | null;
  redirect: CheckoutRedirect | null;
  orderCode: string | null;
  engravingsUnavailable: boolean;
}

export interface CheckoutData {
  addresses: SavedAddress[];
  countries: NamedCode[];
  deliveryModes: DeliveryMode[];
}

export type CheckoutEvent =
  | { type: 'GUEST_EMAIL'; email: string }
  /**
   * A guest who gave the e-mail already (the bag has it) reloads a later step: on to shipping
   * without sending it again (docs/product/checkout.md §2.5; ADR 0066).
   */
  | { type: 'RESUME_GUEST' }
  | { type: 'SUBMIT_SHIPPING'; address: ShippingAddress; method: string; billingDiffers: boolean }
  | { type: 'CHOOSE_SUGGESTION'; address: ShippingAddress }
  | { type: 'SUBMIT_BILLING'; address: BillingAddress }
  | { type: 'DISMISS_MODAL' }
  | { type: 'RETRY' }
  | { type: 'BACK' }
  | { type: 'PAYMENT_SUCCEEDED'; orderCode: string }
  | { type: 'PAYMENT_FAILED'; error: unknown }
  /** An express checkout from the cart finished: straight to confirmation. */
  | { type: 'EXPRESS_COMPLETED'; orderCode: string };

export type CheckoutOutput =
  { kind: 'confirmation'; orderCode: string } | { kind: 'redirect'; to: CheckoutRedirect };
