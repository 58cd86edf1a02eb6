export {
  DEFAULT_HTTP_TIMEOUT_MS,
  resolveCommerceConfig,
  type CommerceConfig,
} from './commerce-config.js';
export {
  COMMERCE_DIALECTS,
  DEFAULT_COMMERCE_DIALECT,
  isCommerceDialect,
  type CommerceDialect,
} from './commerce-dialect.js';
// The OCC client. The sandbox back-end is its own workspace (`@atelier/commerce-sandbox`),
// so nothing that ships this client pulls in SQLite.
export * from './occ/index.js';
// The first-party analytics collector's event shape (the storefront forwards, the sandbox stores).
export {
  MAX_ANALYTICS_BODY_BYTES,
  analyticsHitSchema,
  analyticsPixelSchema,
  analyticsUserSchema,
  type AnalyticsHit,
  type AnalyticsPixel,
} from './wire/analytics-hit.js';
