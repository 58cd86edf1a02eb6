export {
  SHIPPING_METHOD_CODES,
  isShippingMethodCode,
  isStorePickupMethod,
  shippingMethodFromCode,
  type ShippingMethodCode,
} from './shipping-method.js';
export {
  BACKEND_STATUSES,
  PRODUCT_STATUSES,
  productStatusOf,
  type ProductStatus,
  type ProductStatusOptions,
} from './product-status.js';
export { timelineSteps } from './timeline-steps.js';
export { stepStates, type StepState, type TimelineStep } from './step-states.js';
export { progressRank, reachedStep } from './progress-rank.js';
export { hasPaymentSteps, paymentFlowOf, type PaymentFlow } from './payment-flow.js';
export {
  orderProductStatus,
  orderTimeline,
  orderTimelineSteps,
  type OrderTimelineInput,
  type OrderTimelineStep,
  type TimelineLabelKey,
} from './order-timeline.js';
export { statusHistory } from './status-history.js';
export {
  EUROPEAN_SITES,
  SENT_COLOR,
  isEuropeanSite,
  orderStatusDisplay,
  type OrderStatusDisplay,
  type OrderStatusLabel,
  type SentLabelKey,
} from './status-display.js';
export { locateOrderUrl } from './locate-order.js';
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
} from './online-order.js';
export {
  purchaseReasonCodeSchema,
  storeCodeOf,
  storePurchaseLineSchema,
  storePurchaseProductSchema,
  storePurchaseSchema,
  type StorePurchase,
} from './store-purchase.js';
export {
  returnOptionSchema,
  returnPortalRedirectParams,
  returnPortalSchema,
  sortReturnOptions,
  type ReturnOption,
  type ReturnPortal,
} from './return-portal.js';
export {
  isByCodeAndEmail,
  orderTrackingQuerySchema,
  type OrderTrackingQuery,
} from './order-tracking-query.js';
export {
  LATEST_ORDERS_COUNT,
  ORDERS_PAGE_SIZE,
  isLastPage,
  latestOrders,
  parseOrdersPage,
  type OrdersKind,
  type OrdersPage,
  type PagedOrder,
} from './orders-paging.js';
export {
  FETCH_ORDERS_PAGE_ID,
  ordersPagingMachine,
  type FetchOrdersPageInput,
  type OrdersPagingContext,
  type OrdersPagingError,
  type OrdersPagingEvent,
  type OrdersPagingInput,
} from './orders-paging.machine.js';
