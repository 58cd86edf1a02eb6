import type { ProductStatus, ProductStatusOptions } from '../status/product-status.js';
import type { ShippingMethodCode } from '../status/shipping-method.js';

const PAYMENT_STEPS: readonly ProductStatus[] = ['PAYMENT_PENDING', 'PAID'];

/**
 * The middle of each timeline, between BOUGHT (+ payment steps) and DELIVERED
 * (docs/product/orders.md §3).
 */
const MIDDLE_STEPS: Readonly<Record<ShippingMethodCode, readonly ProductStatus[]>> = {
  pickup_2h: ['IN_PREPARATION', 'RECEIVED_IN_STORE'],
  pickup: ['SEND_TO_STORE', 'RECEIVED_IN_STORE'],
  externalpickup: ['SEND_TO_STORE', 'RECEIVED_IN_STORE'],
  sdd: ['IN_PREPARATION', 'IN_DISTRIBUTION_CARRIER'],
  standard: ['IN_PREPARATION', 'IN_DISTRIBUTION_CARRIER'],
  // The spec gives no express timeline; it ships like standard.
  express: ['IN_PREPARATION', 'IN_DISTRIBUTION_CARRIER'],
};

/** The steps of an order's timeline, first to last. Always BOUGHT first and DELIVERED last. */
export function timelineSteps(
  method: ShippingMethodCode,
  options: ProductStatusOptions = {},
): ProductStatus[] {
  return [
    'BOUGHT',
    ...(options.paymentSteps ? PAYMENT_STEPS : []),
    ...MIDDLE_STEPS[method],
    'DELIVERED',
  ];
}
