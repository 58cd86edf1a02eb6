import type { CallOptions } from '../calls/call-signal.js';
import type { BillingAddress } from '../entities/billing-address.js';
import type { ShippingAddress } from '../entities/shipping-address.js';
import type { PaymentMode, PaymentSubMethod } from '../entities/payment-mode.js';
import type { Purchase } from '../entities/purchase.js';
import type { Purchaser } from '../entities/purchaser.js';
import type { StoredCard } from '../entities/stored-card.js';
import type { AddressVerification } from '../checkout/address-verification.js';
import type { DeliveryMode } from '../checkout/checkout-bag.js';

export interface NamedCode {
  code: string;
  name: string;
}

/** Guest data sent with the guest e-mail (docs/product/checkout.md §12 "set guest data"). */
export interface GuestData extends Purchaser {
  subscribedToNewsletter?: boolean;
}

export interface RegistrationData {
  email: string;
  password: string;
  name: string;
  surname: string;
  subscribedToNewsletter: boolean;
}

/**
 * The checkout calls of docs/product/commerce-api.md §6 (bag and public) and
 * docs/product/checkout.md §11 (express registration) a checkout needs: addresses, delivery modes,
 * e-mail, guest data, address validation, payment modes.
 */
export interface CheckoutPort {
  getAddresses(options?: CallOptions): Promise<ShippingAddress[]>;
  addAddress(address: ShippingAddress, options?: CallOptions): Promise<ShippingAddress>;
  updateAddress(address: ShippingAddress, options?: CallOptions): Promise<ShippingAddress>;
  getDeliveryCountries(options?: CallOptions): Promise<NamedCode[]>;
  /** GET /deliverymodes of the cart: the applicable methods. */
  getDeliveryModes(options?: CallOptions): Promise<DeliveryMode[]>;
  setDeliveryMode(code: string, options?: CallOptions): Promise<void>;
  setDeliveryAddress(address: ShippingAddress, options?: CallOptions): Promise<void>;
  setEmail(email: string, options?: CallOptions): Promise<void>;
  setGuestData(data: GuestData, options?: CallOptions): Promise<void>;
  /** POST /validate-address; billing addresses are checked the same way. */
  validateAddress(
    address: ShippingAddress | BillingAddress,
    options?: CallOptions,
  ): Promise<AddressVerification>;
  getPaymentModes(options?: CallOptions): Promise<PaymentMode[]>;
  /** PUT /paymentMode; callers skip it when the mode is already selected. */
  setPaymentMode(code: string, options?: CallOptions): Promise<void>;
  getP24PaymentMethods(options?: CallOptions): Promise<PaymentSubMethod[]>;
  getStoredCards(options?: CallOptions): Promise<StoredCard[]>;
  updateUserNationalId(nationalId: string, options?: CallOptions): Promise<void>;
  /** The order placed for a cart, looked up without a user (Amazon Pay, stale carts). */
  getOrderByCartId(cartId: string, options?: CallOptions): Promise<Purchase>;
  getOrder(code: string, options?: CallOptions): Promise<Purchase>;
  loginAsGuest(email: string, options?: CallOptions): Promise<void>;
  registerCustomer(
    data: RegistrationData,
    captchaToken: string,
    options?: CallOptions,
  ): Promise<void>;
  login(
    email: string,
    password: string,
    options?: CallOptions,
  ): Promise<{ accessToken: string; refreshToken?: string }>;
  subscribeNewsletter(email: string, options?: CallOptions): Promise<void>;
}
