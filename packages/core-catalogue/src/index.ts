// Sites
export { SITE_CODES, isSiteCode, type SiteCode } from './sites/site-codes.js';
export {
  siteInfo,
  verticalOf,
  isRtlSite,
  normalizeVertical,
  type SiteInfo,
  type Vertical,
} from './sites/site-info.js';
export {
  DEFAULT_SITE_CODE,
  DEFAULT_COUNTRY,
  DEFAULT_CULTURE,
  FALLBACK_CULTURE,
  DEFAULT_CURRENCY,
  DEFAULT_CHANNEL,
  STUDIO_LINE_FALLBACK_SITE,
} from './sites/site-defaults.js';
export { siteFromBrowserLanguage } from './sites/browser-language.js';
export { blogLanguagePrefix } from './sites/blog-language.js';
export {
  ALTERNATE_LINK_EXCLUDED_SITES,
  alternateLanguageLinks,
  hreflangOf,
  type AlternateLink,
} from './sites/alternate-languages.js';
export {
  trackingStoreId,
  trackingStoreIdForSite,
  globalTrackingStoreId,
  pageTitle,
} from './sites/tracking.js';
export {
  COUNTRY_SELECTION_COOKIE_DAYS,
  COUNTRY_SELECTION_COOKIE_DEFAULT_DAYS,
  countrySelectionFor,
  serializeCountrySelection,
  parseCountrySelection,
  type CountrySelection,
} from './sites/country-selection.js';

// Routes and links
export {
  ROUTE_TABLE,
  ROUTE_NAMES,
  routeDefinition,
  type RouteName,
  type RouteDefinition,
  type TrailingSlash,
} from './routes/route-table.js';
export { matchRoute, type RouteMatch } from './routes/match-route.js';
export { buildPath } from './routes/build-path.js';
export { canonicalPath } from './routes/canonical-path.js';
export { slugify } from './routes/slugify.js';
export {
  categoryPath,
  categorySlug,
  categoryLink,
  materialPath,
  productPath,
  postalCodesFilePath,
  blogPathFromContentLink,
  blogLink,
  type CategoryLinkSource,
} from './routes/link-builders.js';
export { storeIdFromSlug, padStoreId } from './routes/store-id.js';
export {
  pageLink,
  paginationLinks,
  pageFromQuery,
  type PaginationLinks,
} from './routes/pagination-links.js';
export {
  PRODUCT_SHARE_NETWORKS,
  WISHLIST_SHARE_NETWORKS,
  LIVE_SHOPPING_SHARE_NETWORKS,
  productShareUrl,
  wishlistShareUrl,
  liveShoppingShareUrl,
  type ShareNetwork,
} from './routes/share-links.js';

// Site settings
export {
  siteSettingsSchema,
  parseSiteSettings,
  paymentMethodSettingSchema,
  socialMediaSchema,
  headerTypeSettingSchema,
  cashOnDeliveryConfSchema,
  giftPackagingSchema,
  LOYALTY_PROGRAM_VARIANTS,
  type SiteSettings,
  type SiteSettingsInput,
} from './settings/site-settings.schema.js';
export {
  KNOWN_FEATURE_FLAGS,
  featureFlagsFromList,
  type FeatureFlags,
  type FeatureFlagEntry,
  type KnownFeatureFlag,
} from './settings/feature-flags.js';
export { applyCountryOverrides, parseCountryOverride } from './settings/country-overrides.js';
export {
  headerTypeFor,
  productsPerPage,
  normalizeCashOnDeliveryConf,
  type CashOnDeliveryConf,
  type Device,
} from './settings/settings-rules.js';

// Content modules
export {
  isModuleVisible,
  visibleModules,
  isWithinSchedule,
  type Schedule,
  type VisibilityRules,
  type VisibilityContext,
} from './content/module-visibility.js';
export {
  pageModuleSchema,
  scheduleSchema,
  MODULE_TYPES,
  type PageModule,
  type ModuleType,
} from './content/page-module.schema.js';
export {
  defaultTopMargin,
  moduleMargins,
  type ModuleWithMargins,
} from './content/module-margins.js';
export { isMenuItemShown, visibleMenuItems, type MenuItem } from './content/menu-items.js';
export {
  isContentShown,
  publishedOnly,
  hasTranslationForSlug,
  type PublishableItem,
} from './content/published-content.js';
export {
  selectLanding,
  LandingNotFoundError,
  type LandingUserType,
} from './content/landing-selection.js';
export { loyaltyAnchorMenu, type AnchorMenuEntry } from './content/loyalty-anchor-menu.js';
export { keepSlide, filterSlides, type Slide } from './content/slides.js';
export {
  translateSlug,
  TRANSLATED_SLUG_ROUTES,
  type SlugTranslation,
} from './content/slug-translation.js';
export {
  gridSliderCount,
  limitTitleTexts,
  TITLE_WITH_TEXTS_MAX,
  MAX_PRODUCTS_PER_LANDING_TAB,
  GRID_SLIDER_CATEGORY_FETCH,
  GRID_SLIDER_NOVELTIES_FETCH,
  PRODUCT_GRID_COLUMNS,
  type GridSliderView,
} from './content/content-limits.js';

export { CATALOGUE_CONSTANTS } from './content/catalogue-constants.js';

// Products
export {
  FILTER_GROUPS,
  filterProducts,
  productMatchesFilters,
  toggleFilter,
  togglePriceRange,
  hasActiveFilters,
  type FilterGroup,
  type PriceRangeFilter,
  type CategoryFilters,
  type FilterableProduct,
} from './products/filter-products.js';
export { LISTING_ORDERS, sortProducts, type ListingOrder } from './products/sort-products.js';
export { pageOf, pagesUpTo, pageCount, REQUESTED_PAGE_DOES_NOT_EXIST } from './products/page-of.js';
export { discountPercentage, formatPrice, type FormatPriceOptions } from './products/price.js';
export {
  displayStockLevel,
  UNKNOWN_STOCK_LEVEL,
  sortSizesByName,
  sortMaterials,
  MATERIAL_ORDER,
} from './products/stock-and-sizes.js';
export {
  PRODUCT_IMAGE_SIZES,
  productImageUrl,
  productImageUrls,
  galleryIndex,
  GALLERY_CYCLE,
  type ProductImageSize,
} from './products/product-images.js';
export {
  productSchema,
  sizeSchema,
  pricingSchema,
  stockSchema,
  lookSchema,
  lookProductSchema,
  categorySchema,
  categoryFiltersSchema,
  priceRangeFilterSchema,
  gridTemplateCellSchema,
  productDescriptionSchema,
  personalisationSchema,
  type Product,
  type Size,
  type Look,
  type Category,
} from './products/product.schema.js';
export {
  parseProduct,
  parseProducts,
  readPrice,
  type ProductParseOptions,
  type ProductParseResult,
  type ProductProblem,
} from './products/parse-products.js';
export {
  isProductListed,
  listedProducts,
  isAppExclusive,
  type ListedProduct,
  type ListingContext,
} from './products/listing-rules.js';
export {
  viewItemListPayload,
  VIEW_ITEM_LIST_SIZE,
  type ViewItemListPayload,
  type ViewItemListItem,
} from './products/view-item-list.js';
export {
  productTags,
  type ProductTag,
  type TagSettings,
  type TaggableProduct,
} from './products/product-tags.js';

// Shop the look
export {
  isLookProductAvailable,
  lookViewHidesProducts,
  clampLookQuantity,
  planLookAddition,
  sizeChoiceError,
  LOOK_QUANTITY_DEFAULT,
  LOOK_QUANTITY_MAX,
  type LookItem,
  type LookItemSize,
  type LookLine,
  type LookPlan,
  type SizeChoiceError,
} from './shop-the-look/look-rules.js';
export {
  shopTheLookMachine,
  type ShopTheLookContext,
  type ShopTheLookEvent,
  type AddLookItemsInput,
} from './shop-the-look/shop-the-look.machine.js';

// Category listing
export {
  listingView,
  type ListingProduct,
  type ListingState,
  type ListingView,
} from './category-listing/listing-view.js';
export {
  categoryListingMachine,
  DEFAULT_PAGE_SIZE,
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
  type Platform,
  type PlatformContext,
  type PlatformHeaderNames,
} from './platform/platform-context.js';
export {
  featureSwitches,
  effectiveConsent,
  isChatWidgetActive,
  showsAccessibilityWidget,
  ANALYTICS_CONSENT_GROUP,
  CHAT_POLL_INTERVAL_MS,
  CHAT_POLL_TRIES,
  type Consent,
  type SiteSwitches,
  type FeatureSwitches,
} from './platform/feature-switches.js';
export {
  showsNewsletterPopup,
  showsDownloadAppModal,
  countrySelectorModal,
  crossBorderCountry,
  isTopBarHidden,
  type NewsletterPopupInput,
  type CountrySelectorModal,
} from './platform/modal-rules.js';
export { notProvided } from './machines/not-provided.js';
export { callActorWith, type CallActorSpec } from './machines/call-actor.js';
export { callStateWith } from './machines/call-state.js';
export type { CallOptions, CallSignal } from './machines/call-signal.js';
export { moneySchema, type Money } from './money/money.js';
export {
  errorEntries,
  readErrorEnvelope,
  toErrorEntry,
  type ErrorEntry,
  type ErrorEnvelope,
} from './errors/occ-error-envelope.js';
export {
  addressSchema,
  billingAddressSchema,
  type Address,
  type AddressInput,
  type BillingAddress,
} from './address/address.js';
