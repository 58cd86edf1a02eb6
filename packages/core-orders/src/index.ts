// The public surface of @atelier/core-orders: the API-CONTRACT.md names, what other packages
// import (adapters-commerce: the order and store-purchase entities, returns, the tracking
// query, the page size and shape of the orders lists, the shipping-method reader), and the
// orders paging machine with what it takes to run it. Everything else (timeline steps and
// states, status display, payment flow, locate-order link, the return portal, the paging
// plan) stays inside, tested by its own tests; public-surface.test.ts pins this list and
// api-contract.test.ts the contract.

// Contract (API-CONTRACT.md)
export { shippingMethodFromCode, type ShippingMethodCode } from './status/shipping-method.js';
export { productStatusOf, type ProductStatus } from './status/product-status.js';
export { timelineSteps } from './timeline/timeline-steps.js';
export { statusHistory } from './status/status-history.js';

// Entities: what adapters-commerce validates and maps to
export { onlineOrderSchema, orderCodeOf, type OnlineOrder } from './entities/online-order.js';
export { storePurchaseSchema, type StorePurchase } from './entities/store-purchase.js';
export { returnOptionSchema, type ReturnOption } from './returns/return-portal.js';
export { isByCodeAndEmail, type OrderTrackingQuery } from './tracking/order-tracking-query.js';
export { ORDERS_PAGE_SIZE, type OrdersKind, type OrdersPage } from './paging/orders-paging.js';

// Machine: provide fetchOrdersPage with machine.provide({ actors })
export {
  FETCH_ORDERS_PAGE_ID,
  ordersPagingMachine,
  type FetchOrdersPageInput,
  type OrdersPagingContext,
  type OrdersPagingEvent,
  type OrdersPagingInput,
} from './paging/orders-paging.machine.js';
