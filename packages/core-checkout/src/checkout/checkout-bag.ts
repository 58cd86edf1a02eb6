import type { BagLine } from '@atelier/core-bag';
import type { BillingAddress } from '../entities/billing-address.js';
import type { ShippingAddress } from '../entities/shipping-address.js';

/** A shipping method as the checkout reads it (docs/product/shipping.md §1.2). */
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

/** A bag line as checkout reads it: the fields of core-bag's BagLine that checkout needs. */
export type CheckoutBagLine = Pick<BagLine, 'entryNumber' | 'productId' | 'quantity' | 'isGift'>;

/**
 * The bag as checkout sees it: only the fields checkout reads. core-bag owns the full bag;
 * the storefront maps it to this shape when it starts the checkout.
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
