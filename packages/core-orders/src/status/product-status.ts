import type { ShippingMethodCode } from './shipping-method.js';

/**
 * What a shopper sees for an order line, whatever the back-end said (docs/product/orders.md §2).
 */
export type ProductStatus =
  | 'BOUGHT'
  | 'IN_PREPARATION'
  | 'IN_PREPARATION_IN_SITE'
  | 'SEND_TO_STORE'
  | 'ERROR'
  | 'CANCELLED'
  | 'CANCELLED_IN_SITE'
  | 'RETURNED'
  | 'RECEIVED_IN_STORE'
  | 'DELIVERED'
  | 'IN_DISTRIBUTION_CARRIER'
  | 'SHIPPED'
  | 'PAYMENT_PENDING'
  | 'PAID';

export const PRODUCT_STATUSES: readonly ProductStatus[] = [
  'BOUGHT',
  'IN_PREPARATION',
  'IN_PREPARATION_IN_SITE',
  'SEND_TO_STORE',
  'ERROR',
  'CANCELLED',
  'CANCELLED_IN_SITE',
  'RETURNED',
  'RECEIVED_IN_STORE',
  'DELIVERED',
  'IN_DISTRIBUTION_CARRIER',
  'SHIPPED',
  'PAYMENT_PENDING',
  'PAID',
];

/** The rows of the 4.11 table that do not depend on the shipping method or payment flow. */
const FIXED_ROWS: Readonly<Record<string, ProductStatus>> = {
  IN_PROCESS: 'IN_PREPARATION',
  POSSIBLE_FRAUD: 'IN_PREPARATION',
  PARTIAL_ERROR: 'IN_PREPARATION',
  SENT_TO_ERP: 'IN_PREPARATION',
  PARTIAL_SENT_TO_ERP: 'IN_PREPARATION',
  RECEIVED_IN_LOGISTICS: 'IN_PREPARATION',
  PARTIAL_RECEIVED_LOGISTICS: 'IN_PREPARATION',
  ASSIGNED_TO_STORE: 'IN_PREPARATION',
  PICKED: 'IN_PREPARATION',
  PACKED: 'IN_PREPARATION',
  RESERVED: 'IN_PREPARATION',
  CANCELLED: 'CANCELLED',
  FRAUD: 'CANCELLED',
  PARTIAL_CANCELLED: 'CANCELLED',
  UNRESERVE: 'CANCELLED',
  REVOKED: 'CANCELLED',
  RETURNED: 'RETURNED',
  PARTIAL_RETURNED: 'RETURNED',
  ERROR: 'ERROR',
  RECEIVED_IN_STORE: 'RECEIVED_IN_STORE',
  PARTIAL_RECEIVED_STORE: 'RECEIVED_IN_STORE',
  CUSTOMER_RECEIVED: 'DELIVERED',
  DELIVERED_CARRIER: 'DELIVERED',
  PARTIAL_RECEIVED_CUSTOMER: 'DELIVERED',
};

/** Payment rows: payment steps when the order has them, in preparation otherwise. */
const PAYMENT_ROWS: Readonly<Record<string, ProductStatus>> = {
  CONVERT: 'PAYMENT_PENDING',
  PAYMENT_IN_PROCESS: 'PAYMENT_PENDING',
  UNBLOCKED: 'PAID',
};

/** In-distribution rows: where the parcel goes decides what "shipped" means. */
const DISTRIBUTION_ROWS = ['IN_DISTRIBUTION_CARRIER', 'PARTIAL_SHIPPED', 'SHIPPED'] as const;

/** Every back-end status of the 4.11 table. */
export const BACKEND_STATUSES: readonly string[] = [
  ...Object.keys(FIXED_ROWS),
  ...Object.keys(PAYMENT_ROWS),
  ...DISTRIBUTION_ROWS,
];

export interface ProductStatusOptions {
  /** The order has the payment pending / paid steps (on-site or cash-voucher payment). */
  paymentSteps?: boolean;
}

function distributionStatus(backendStatus: string, method: ShippingMethodCode): ProductStatus {
  switch (method) {
    case 'pickup':
      // The parcel travels to the store; once SHIPPED it is waiting there.
      return backendStatus === 'SHIPPED' ? 'RECEIVED_IN_STORE' : 'SEND_TO_STORE';
    case 'pickup_2h':
      // Prepared in the store itself: SHIPPED means ready there; the carrier rows keep their
      // own meaning because the spec does not redirect them for this method.
      return backendStatus === 'SHIPPED' ? 'RECEIVED_IN_STORE' : 'IN_DISTRIBUTION_CARRIER';
    case 'externalpickup':
      // A third-party point: every in-distribution row is still on its way there.
      return 'SEND_TO_STORE';
    case 'standard':
    case 'express':
    case 'sdd':
      return 'IN_DISTRIBUTION_CARRIER';
  }
}

/**
 * The product status for one back-end status (docs/product/orders.md §2). Total over
 * BACKEND_STATUSES for every method; unknown statuses -> null so the caller can fall back on the
 * order's own label.
 */
export function productStatusOf(
  backendStatus: string,
  method: ShippingMethodCode,
  options: ProductStatusOptions = {},
): ProductStatus | null {
  // Own keys only: a status such as 'constructor' must not find Object.prototype members.
  if (Object.hasOwn(FIXED_ROWS, backendStatus)) return FIXED_ROWS[backendStatus] ?? null;
  if (Object.hasOwn(PAYMENT_ROWS, backendStatus)) {
    return options.paymentSteps ? (PAYMENT_ROWS[backendStatus] ?? null) : 'IN_PREPARATION';
  }
  if ((DISTRIBUTION_ROWS as readonly string[]).includes(backendStatus)) {
    return distributionStatus(backendStatus, method);
  }
  return null;
}
