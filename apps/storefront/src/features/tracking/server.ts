// Order tracking's server-side entry: the lookup endpoint and its throttle (ADR 0017).
export { TRACKING_THROTTLE, trackingOrderApi } from './server/tracking-order-api.js';
