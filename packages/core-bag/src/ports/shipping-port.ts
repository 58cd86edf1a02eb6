import type { CallOptions } from '../calls/call-signal.js';
import type { ShippingMethod, Store } from '../entities/shipping-method.schema.js';

/** Shipping and same-day calls of docs/product/commerce-api.md §6, §7. */
export interface ShippingPort {
  /** GET /deliverymodes for the bag: the applicable methods. */
  getShippingMethods(cartId: string, options?: CallOptions): Promise<ShippingMethod[]>;
  /** GET /storesbypostalcode */
  getStoresByPostalCode(postalCode: string, options?: CallOptions): Promise<Store[]>;
  /** POST /availablepostalcodes: an empty error list means the postal code is served same day. */
  validateSddPostalCode(
    cartId: string,
    postalCode: string,
    options?: CallOptions,
  ): Promise<unknown[]>;
}
