import type { BillingAddress } from '../entities/billing-address.js';
import type { ShippingAddress } from '../entities/shipping-address.js';

/** A shipping method as the checkout reads it (spec 2, section 3). */
export interface DeliveryMode {
  code: string;
  name?: string | undefined;
  isSdd?: boolean | undefined;
  available?: boolean | undefined;
}

export interface PickupStore {
  id: string;
  postalCode?: string;
}

/**
 * A bag line as checkout reads it: a structural subset of core-bag's BagLine, so BagLine[]
 * can be passed as is while core-bag is still changing.
 */
export interface CheckoutBagLine {
  entryNumber: number;
  productId: string;
  quantity: number;
  isGift: boolean;
}

/**
 * The bag as checkout sees it: only the fields checkout reads. core-bag owns the full bag;
 * this narrow shape lets both evolve until they are unified.
 */
export interface CheckoutBag {
  cartId: string;
  products: readonly CheckoutBagLine[];
  shippingMethod: string | null;
  shippingMethods: DeliveryMode[];
  shippingAddress: ShippingAddress | null;
  billingAddress: BillingAddress | null;
  email: string | null;
  pickupStore: PickupStore | null;
  selectedPaymentModeCode: string | null;
}
