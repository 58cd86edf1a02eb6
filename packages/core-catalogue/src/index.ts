// The public surface of @atelier/core-catalogue: the docs/api-contract.md §2 names, what the other
// packages, the storefront, ui, Storybook and the examples import (tests included), the two
// machines with what it takes to run them, and the type of each exported schema. Everything
// else (plans that take and return machine context, settings parsing, link and tracking
// helpers, the listing view) stays inside, tested by its own tests; public-surface.test.ts
// pins this list and api-contract.test.ts the contract.

// Sites
export { SITE_CODES, isSiteCode, type SiteCode } from './sites/site-codes.js';
export { siteInfo, verticalOf, type Vertical } from './sites/site-info.js';
export { DEFAULT_SITE_CODE, STUDIO_LINE_FALLBACK_SITE } from './sites/site-defaults.js';
export { siteFromBrowserLanguage } from './sites/browser-language.js';
export { blogLanguagePrefix } from './sites/blog-language.js';
export {
  alternateLanguageLinks,
  hreflangOf,
  type AlternateLink,
} from './sites/alternate-languages.js';
export { pageTitle, trackingStoreIdForSite } from './sites/tracking.js';
export {
  COUNTRY_SELECTION_COOKIE_DAYS,
  countrySelectionFor,
  serializeCountrySelection,
  parseCountrySelection,
} from './sites/country-selection.js';

// Routes and links
export type { RouteName } from './routes/route-table.js';
export { matchRoute, type RouteMatch } from './routes/match-route.js';
export { buildPath } from './routes/build-path.js';
export { canonicalPath } from './routes/canonical-path.js';
export { wrongCategorySlugRedirect, wrongSlugRedirect } from './routes/slug-redirect.js';
export {
  categoryCanonicalPath,
  categoryTrails,
  type CategoryTrailStep,
  type CategoryTreeEntry,
} from './routes/category-trails.js';
export { canonicalLink } from './routes/canonical-link.js';
export { intlRegionCode } from './sites/region-code.js';
export { slugify } from './routes/slugify.js';
export {
  filterSlugs,
  type FilterSlugGroup,
  type FilterSlugs,
  type FilterSlugValue,
} from './routes/filter-slugs.js';
export {
  categoryPath,
  productPath,
  contentLink,
  lookLink,
  type LookPageRef,
} from './routes/link-builders.js';
export { storeIdFromSlug, padStoreId } from './routes/store-id.js';
export { pageLink, pageFromQuery } from './routes/pagination-links.js';
export {
  PRODUCT_SHARE_NETWORKS,
  LIVE_SHOPPING_SHARE_NETWORKS,
  WISHLIST_SHARE_NETWORKS,
  liveShoppingShareUrl,
  wishlistShareUrl,
  type ShareNetwork,
} from './routes/share-links.js';

// Site settings
export {
  siteSettingsSchema,
  type SiteSettings,
  type SiteSettingsInput,
} from './settings/site-settings.schema.js';
export { applyCountryOverrides } from './settings/country-overrides.js';
export { headerTypeFor, productsPerPage } from './settings/settings-rules.js';

// Content modules
export {
  isModuleVisible,
  visibleModules,
  type Schedule,
  type VisibilityRules,
  type VisibilityContext,
} from './content/module-visibility.js';
export {
  pageModuleSchema,
  scheduleSchema,
  MODULE_TYPES,
  type PageModule,
} from './content/page-module.schema.js';
export { isMenuItemShown, type MenuItem } from './content/menu-items.js';
export { publishedOnly, hasTranslationForSlug } from './content/published-content.js';
export { selectLanding } from './content/landing-selection.js';
export { loyaltyAnchorMenu } from './content/loyalty-anchor-menu.js';
export { translateSlug } from './content/slug-translation.js';
export { gridSliderCount } from './content/content-limits.js';
export { CATALOGUE_CONSTANTS } from './content/catalogue-constants.js';

// Personalisation (the storefront's builder and the sandbox ask the same rules)
export {
  anchorPointSchema,
  PERSONALISATION_MAX_CHARMS,
  PERSONALISATION_ORDERS,
  maxCharmsOf,
  charmFitsAnchor,
  charmFitsPiece,
  placeCharm,
  removeCharm,
  combinationProblems,
  builderCharms,
  type AnchorPoint,
  type PersonalisationOrder,
  type CharmPlacement,
  type PlacementProblem,
  type CombinationCharm,
  type CombinationProblem,
  type BuilderCharm,
  type BuilderListQuery,
} from './products/personalisation.js';
// The builder's filters toggle as the listing's do.
export { toggleFilter } from './products/filter-products.js';

// Engraving (the storefront's editor and the sandbox ask the same rules)
export {
  ENGRAVING_MAX_CHARACTERS,
  ENGRAVING_SIZE,
  ENGRAVING_ORIENTATIONS,
  normaliseEngravingText,
  engravingLength,
  engravingTextProblem,
  fitEngravingText,
  clampEngravingSize,
  engravingProblems,
  type EngravingOrientation,
  type EngravingTextProblem,
  type EngravingChoice,
  type EngravingOptions,
  type EngravingField,
  type EngravingProblem,
} from './products/engraving.js';

// Products
export {
  FILTER_GROUPS,
  filterProducts,
  productMatchesFilters,
  type FilterGroup,
  type PriceRangeFilter,
  type CategoryFilters,
  type FilterableProduct,
} from './products/filter-products.js';
export { LISTING_ORDERS, sortProducts, type ListingOrder } from './products/sort-products.js';
export { indexedListing, listingIndex, type ListingIndex } from './products/listing-index.js';
export { pageOf, pageCount } from './products/page-of.js';
export { discountPercentage, formatPrice, shownDiscount } from './products/price.js';
export { formatMeasure, formatNumber } from './format/number-format.js';
export { displayStockLevel, sortSizesByName, sortMaterials } from './products/stock-and-sizes.js';
export { productImageUrls } from './products/product-images.js';
export { lookSchema, type Product, type Size, type Look } from './products/product.schema.js';
export { parseProduct, type ProductProblem } from './products/parse-products.js';
export { listedProducts } from './products/listing-rules.js';
export { sellableFrom } from './products/sellable-from.js';
export { productTags, type ProductTag } from './products/product-tags.js';

// Shop the look
export {
  isLookProductAvailable,
  lookViewHidesProducts,
  type LookItem,
} from './shop-the-look/look-rules.js';
export { lookForListing, type LookPieces } from './shop-the-look/look-for-listing.js';
export {
  shopTheLookMachine,
  type ShopTheLookContext,
  type ShopTheLookEvent,
  type AddLookItemsInput,
} from './shop-the-look/shop-the-look.machine.js';

// Category listing
export type { ListingProduct } from './category-listing/listing-view.js';
export {
  categoryListingMachine,
  type CategoryListingContext,
  type CategoryListingEvent,
  type CategoryListingEmitted,
  type CategoryListingInput,
  type LoadCategoryProductsInput,
} from './category-listing/category-listing.machine.js';

// Platform context
export {
  platformFromHeaders,
  platformHeaderNames,
  type PlatformContext,
} from './platform/platform-context.js';
export {
  isChatWidgetActive,
  showsAccessibilityWidget,
  ANALYTICS_CONSENT_GROUP,
} from './platform/feature-switches.js';
export {
  showsNewsletterPopup,
  showsDownloadAppModal,
  countrySelectorModal,
  type CountrySelectorModal,
} from './platform/modal-rules.js';

// Shared by the other core packages: the machine helpers of ADR 0011, the one Money, the one
// reader of the OCC error envelope and the one Address
export { notProvided } from './kernel/machines/not-provided.js';
export { callActor, callActorWith, type CallSpec } from './kernel/machines/call-actor.js';
export { CALL_TIMEOUT_MS, callStateFor, callStateWith } from './kernel/machines/call-state.js';
export {
  CallFailed,
  failureOf,
  failureParams,
  malformed,
  rejected,
  type CallFailure,
} from './kernel/machines/call-failure.js';
export type { CallOptions, CallSignal } from './kernel/machines/call-signal.js';
// Every core schema is built on its first use (ADR 0065): the other core packages wrap theirs too.
export { lazySchema } from './kernel/schema/lazy-schema.js';
export { moneySchema, type Money } from './kernel/money/money.js';
export {
  fromHundredths,
  fromMinorUnits,
  toHundredths,
  toMinorUnits,
} from './kernel/money/minor-units.js';
export {
  errorEntries,
  readErrorEnvelope,
  toErrorEntry,
  type ErrorEntry,
} from './kernel/errors/occ-error-envelope.js';
export {
  addressSchema,
  flatAddressSchema,
  type Address,
  type FlatAddress,
} from './kernel/address/address.js';
