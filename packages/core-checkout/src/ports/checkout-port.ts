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

/** Guest data sent with the guest e-mail (spec 2, 7.2 "set guest data"). */
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
 * The checkout calls of spec 2, section 7 (bag and public) and spec 3 (express registration)
 * a checkout needs: addresses, delivery modes, e-mail, guest data, address validation,
 * payment modes.
 */
export interface CheckoutPort {
  getAddresses(): Promise<ShippingAddress[]>;
  addAddress(address: ShippingAddress): Promise<ShippingAddress>;
  updateAddress(address: ShippingAddress): Promise<ShippingAddress>;
  getDeliveryCountries(): Promise<NamedCode[]>;
  /** GET /deliverymodes of the cart: the applicable methods. */
  getDeliveryModes(): Promise<DeliveryMode[]>;
  setDeliveryMode(code: string): Promise<void>;
  setDeliveryAddress(address: ShippingAddress): Promise<void>;
  setEmail(email: string): Promise<void>;
  setGuestData(data: GuestData): Promise<void>;
  /** POST /validate-address; billing addresses are checked the same way. */
  validateAddress(address: ShippingAddress | BillingAddress): Promise<AddressVerification>;
  getPaymentModes(): Promise<PaymentMode[]>;
  /** PUT /paymentMode; callers skip it when the mode is already selected. */
  setPaymentMode(code: string): Promise<void>;
  getP24PaymentMethods(): Promise<PaymentSubMethod[]>;
  getStoredCards(): Promise<StoredCard[]>;
  updateUserNationalId(nationalId: string): Promise<void>;
  /** The order placed for a cart, looked up without a user (Amazon Pay, stale carts). */
  getOrderByCartId(cartId: string): Promise<Purchase>;
  getOrder(code: string): Promise<Purchase>;
  loginAsGuest(email: string): Promise<void>;
  registerCustomer(data: RegistrationData, captchaToken: string): Promise<void>;
  login(email: string, password: string): Promise<{ accessToken: string; refreshToken?: string }>;
  subscribeNewsletter(email: string): Promise<void>;
}
