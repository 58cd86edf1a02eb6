// The OCC wire shapes the client and the commerce sandbox share (`@atelier/adapters-commerce/wire`):
// each is defined once, here, so the two sides cannot drift apart. Zod and types only: the
// sandbox imports this subpath and never the client itself.
export { occAddressSchema, type OccAddress } from './address.js';
export type { OccErrorEntry, OccErrorEnvelope } from './error-entry.js';
export { occPriceSchema, type OccPrice } from './price.js';
export { occStockSchema, type OccStock, type OccStockLevelStatus } from './stock.js';
export {
  MAX_ANALYTICS_BODY_BYTES,
  analyticsHitSchema,
  analyticsPixelSchema,
  analyticsUserSchema,
  type AnalyticsHit,
  type AnalyticsPixel,
} from './analytics-hit.js';
