export {
  SHIPPING_METHOD_CODES,
  isShippingMethodCode,
  isStorePickupMethod,
  shippingMethodFromCode,
  type ShippingMethodCode,
} from './status/shipping-method.js';
export {
  BACKEND_STATUSES,
  PRODUCT_STATUSES,
  productStatusOf,
  type ProductStatus,
  type ProductStatusOptions,
} from './status/product-status.js';
export { timelineSteps } from './timeline/timeline-steps.js';
export { stepStates, type StepState, type TimelineStep } from './timeline/step-states.js';
export { progressRank, reachedStep } from './timeline/progress-rank.js';
export { hasPaymentSteps, paymentFlowOf, type PaymentFlow } from './status/payment-flow.js';
export {
  orderProductStatus,
  orderTimeline,
  orderTimelineSteps,
  type OrderTimelineInput,
  type OrderTimelineStep,
  type TimelineLabelKey,
} from './timeline/order-timeline.js';
export { statusHistory } from './status/status-history.js';
export {
  EUROPEAN_SITES,
  SENT_COLOR,
  isEuropeanSite,
  orderStatusDisplay,
  type OrderStatusDisplay,
  type OrderStatusLabel,
  type SentLabelKey,
} from './status/status-display.js';
export { locateOrderUrl } from './tracking/locate-order.js';
// The core's one Money, re-exported for callers of this package.
export { moneySchema, type Money } from '@atelier/core-catalogue';
export {
  consignmentSchema,
  onlineOrderSchema,
  orderAddressSchema,
  orderCodeOf,
  orderProductSchema,
  orderStatusLabelSchema,
  orderTotalsSchema,
  paymentReferenceSchema,
  statusHistoryEntrySchema,
  type OnlineOrder,
} from './entities/online-order.js';
export {
  purchaseReasonCodeSchema,
  storeCodeOf,
  storePurchaseLineSchema,
  storePurchaseProductSchema,
  storePurchaseSchema,
  type StorePurchase,
} from './entities/store-purchase.js';
export {
  returnOptionSchema,
  returnPortalRedirectParams,
  returnPortalSchema,
  sortReturnOptions,
  type ReturnOption,
  type ReturnPortal,
} from './returns/return-portal.js';
export {
  isByCodeAndEmail,
  orderTrackingQuerySchema,
  type OrderTrackingQuery,
} from './tracking/order-tracking-query.js';
export {
  LATEST_ORDERS_COUNT,
  ORDERS_PAGE_SIZE,
  isLastPage,
  latestOrders,
  parseOrdersPage,
  type OrdersKind,
  type OrdersPage,
  type PagedOrder,
} from './paging/orders-paging.js';
export {
  FETCH_ORDERS_PAGE_ID,
  ordersPagingMachine,
  type FetchOrdersPageInput,
  type OrdersPagingContext,
  type OrdersPagingError,
  type OrdersPagingEvent,
  type OrdersPagingInput,
} from './paging/orders-paging.machine.js';
