// The public surface of @atelier/core-orders: the docs/api-contract.md §5 names, what other
// packages import (adapters-commerce: the order and store-purchase entities, returns, the tracking
// query, the page size and shape of the orders lists, the shipping-method reader), and the
// orders paging machine with what it takes to run it, and what the storefront's order
// tracking draws (the order timeline, the status badge, the payment flow, the locate-order
// link, the tracking query's schema). Everything else (the return portal, the paging plan,
// the progress rank) stays inside, tested by its own tests; public-surface.test.ts pins this list and
// api-contract.test.ts the contract.

// Contract (docs/api-contract.md §5)
export { shippingMethodFromCode, type ShippingMethodCode } from './status/shipping-method.js';
export { productStatusOf, type ProductStatus } from './status/product-status.js';
export { timelineSteps } from './timeline/timeline-steps.js';
export { statusHistory } from './status/status-history.js';

// Entities: what adapters-commerce validates and maps to
export { onlineOrderSchema, orderCodeOf, type OnlineOrder } from './entities/online-order.js';
export { storePurchaseSchema, type StorePurchase } from './entities/store-purchase.js';
export { returnOptionSchema, type ReturnOption } from './returns/return-portal.js';
export {
  isReturnableStatus,
  orderReturnState,
  returnableLines,
  returnChoiceProblem,
  type OrderReturnState,
  type ReturnableLine,
  type ReturnChoiceProblem,
  type ReturnLineChoice,
} from './returns/returnable.js';
export { isByCodeAndEmail, type OrderTrackingQuery } from './tracking/order-tracking-query.js';
export { ORDERS_PAGE_SIZE, type OrdersKind, type OrdersPage } from './paging/orders-paging.js';

// Machine: provide fetchOrdersPage with machine.provide({ actors: ordersPagingActors(fetchPage) })
export {
  FETCH_ORDERS_PAGE_ID,
  ordersPagingActors,
  ordersPagingMachine,
  type FetchOrdersPageInput,
  type OrdersPagingContext,
  type OrdersPagingEvent,
  type OrdersPagingInput,
} from './paging/orders-paging.machine.js';

// The storefront's order tracking (docs/product/orders.md §5): the timeline with its step states,
// the status badge, the payment flow an order's timeline depends on, the locate-order link and
// the tracking query's schema (the lookup endpoint validates its body with it).
export {
  orderTimeline,
  type OrderTimelineInput,
  type OrderTimelineStep,
} from './timeline/order-timeline.js';
export { type StepState } from './timeline/step-states.js';
export {
  orderStatusDisplay,
  type OrderStatusDisplay,
  type SentLabelKey,
} from './status/status-display.js';
export { paymentFlowOf, type PaymentFlow } from './status/payment-flow.js';
export { locateOrderUrl } from './tracking/locate-order.js';
export { orderTrackingQuerySchema } from './tracking/order-tracking-query.js';

// The returns section (docs/product/returns.md; docs/product/commerce-api.md §9): options in
// display order and the external portal's redirect query. The returnability rules above are also
// the sandbox's.
export { returnPortalRedirectParams, sortReturnOptions } from './returns/return-portal.js';
