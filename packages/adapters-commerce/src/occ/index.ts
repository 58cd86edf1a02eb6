export { createOccClient, type OccClient } from './client.js';
export {
  DEFAULT_API_PATH,
  DEFAULT_AUTH_PATH,
  DEFAULT_BRAND_KEY,
  DEFAULT_CUSTOMER_GROUP_ID,
  DEFAULT_REST_API_ID,
  type CrossBorderHeaders,
  type OccClientOptions,
  type OccListProblem,
  type TokenSource,
} from './options.js';
export {
  PageFetchError,
  PageFetchHybrisError,
  isPageFetchHybrisError,
  isReportable,
  type FetchFailureKind,
  type OccErrorItem,
} from './errors.js';
export { brandNames, type BrandNames } from './brand.js';
export { CLIENT_TOKEN_THROTTLE_MS } from './client-token.js';
export {
  DEFAULT_PRODUCT_PAGE_SIZE,
  IN_STOCK_FILTER,
  categoryQuery,
  type CategoryListingOptions,
  type FullProductFieldSet,
  type ProductFieldSet,
  type ProductSearchOptions,
} from './products.js';
export type {
  ProductReferences,
  ProductSearchResult,
  ProductStock,
  ProductStockAndPrice,
} from './schemas/product.schema.js';
export type { AccessToken } from './schemas/token.schema.js';
export type { Shop, StoreFinderResult } from './schemas/store.schema.js';
export type { CartCalls } from './carts.js';
export type { ConsentInput } from './account.js';
export type { CrmService } from './crm.js';
export type { ErpDocumentType } from './erp.js';
export type { ReturnRequest } from './returns.js';
export type { ReservationRequest, StockSearchAt } from './stores.js';
