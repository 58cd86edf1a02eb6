import { describe, expect, it } from 'vitest';
import { holdsOnlyReExports, indexExports } from '../../../tools/public-surface/index-exports.js';
import * as api from './index.js';

const INDEX = new URL('./index.ts', import.meta.url);

// The index exports exactly these names (issue 22, "a smaller public surface"): the contract,
// what other workspaces import today, and the two machines with what it takes to run them. A name
// another package or the storefront starts to import is added here, on purpose; anything else
// stays an internal module imported by relative path.
const CONTRACT = [
  'SITE_CODES',
  'isSiteCode',
  'siteFromBrowserLanguage',
  'blogLanguagePrefix',
  'matchRoute',
  'buildPath',
  'canonicalPath',
  'slugify',
  'categoryPath',
  'storeIdFromSlug',
  'padStoreId',
  'applyCountryOverrides',
  'isModuleVisible',
  'visibleModules',
  'discountPercentage',
  'formatPrice',
  'filterProducts',
  'sortProducts',
  'pageOf',
  'displayStockLevel',
  'sortSizesByName',
  'sortMaterials',
  'gridSliderCount',
  'isLookProductAvailable',
  'SiteCode',
  'RouteName',
  'RouteMatch',
  'Schedule',
  'VisibilityRules',
  'VisibilityContext',
  'FilterGroup',
  'PriceRangeFilter',
  'CategoryFilters',
  'FilterableProduct',
  'ListingOrder',
];
const USED_ELSEWHERE = [
  // the storefront: filter addresses in the site's language (issue 32, ADR 0055)
  'filterSlugs',
  'FilterSlugGroup',
  'FilterSlugs',
  'FilterSlugValue',
  // ui and the storefront: numbers and measures in the site's locale (issue 32)
  'formatNumber',
  'formatMeasure',
  'shownDiscount',
  // the product page: a piece only same-day shops hold can be added (issue 31.9, ADR 0052)
  'sellableFrom',
  // the storefront: links written canonical, a category's address its menu trail, other
  // category slugs one 301 (issue 32.9, ADR 0048)
  'canonicalLink',
  'categoryCanonicalPath',
  'categoryTrails',
  'CategoryTrailStep',
  'CategoryTreeEntry',
  'wrongCategorySlugRedirect',
  // the storefront and the embedded content: one name a country (issue 32.8)
  'intlRegionCode',
  // the storefront: the look a category's Look cell shows (issue 32.6, ADR 0046)
  'lookForListing',
  'LookPieces',
  // the storefront: a category's products indexed once, each selection listed from the
  // index (issue 34, ADR 0059)
  'listingIndex',
  'indexedListing',
  'ListingIndex',
  // the storefront: a product's wrong slug 301s to its own (issue 30)
  'wrongSlugRedirect',
  // core-bag, core-checkout, core-orders, core-loyalty: machine helpers and shared shapes
  'notProvided',
  'callActorWith',
  'callStateWith',
  // the kernel's one machine style (ADR 0034): core-checkout, core-loyalty, core-orders
  'callActor',
  'CallSpec',
  'callStateFor',
  'CALL_TIMEOUT_MS',
  'CallFailed',
  'CallFailure',
  'failureOf',
  'failureParams',
  'malformed',
  'rejected',
  'CallOptions',
  'CallSignal',
  // every core package's schemas are built on first use (ADR 0065)
  'lazySchema',
  'moneySchema',
  'Money',
  // the one count of money (ADR 0033): bag totals, shipping ranges, payments, the sandbox
  'toMinorUnits',
  'fromMinorUnits',
  'toHundredths',
  'fromHundredths',
  'readErrorEnvelope',
  'errorEntries',
  'toErrorEntry',
  'ErrorEntry',
  'addressSchema',
  'flatAddressSchema',
  'Vertical',
  // adapters-commerce
  'siteInfo',
  'FILTER_GROUPS',
  'Product',
  'parseProduct',
  'ProductProblem',
  'Address',
  // adapters-cms (src and contract tests)
  'verticalOf',
  'siteSettingsSchema',
  'SiteSettings',
  'SiteSettingsInput',
  'pageModuleSchema',
  'scheduleSchema',
  'MODULE_TYPES',
  'PageModule',
  'publishedOnly',
  'hasTranslationForSlug',
  'selectLanding',
  'loyaltyAnchorMenu',
  'translateSlug',
  'lookSchema',
  // the storefront
  'DEFAULT_SITE_CODE',
  'STUDIO_LINE_FALLBACK_SITE',
  'alternateLanguageLinks',
  'hreflangOf',
  'AlternateLink',
  'pageTitle',
  'trackingStoreIdForSite',
  'COUNTRY_SELECTION_COOKIE_DAYS',
  'countrySelectionFor',
  'serializeCountrySelection',
  'parseCountrySelection',
  'productPath',
  // Content links and look links by the look's slug (issue 32.3).
  'contentLink',
  'lookLink',
  'LookPageRef',
  'pageLink',
  'pageFromQuery',
  'PRODUCT_SHARE_NETWORKS',
  'LIVE_SHOPPING_SHARE_NETWORKS',
  'liveShoppingShareUrl',
  // The wishlist page shares the shopper's list by token (issue 17).
  'WISHLIST_SHARE_NETWORKS',
  'wishlistShareUrl',
  'ShareNetwork',
  'headerTypeFor',
  'productsPerPage',
  'isMenuItemShown',
  'MenuItem',
  'CATALOGUE_CONSTANTS',
  // the personalisation builder (storefront) and the sandbox's check of a combination (issue 32)
  'anchorPointSchema',
  'PERSONALISATION_MAX_CHARMS',
  'PERSONALISATION_ORDERS',
  'maxCharmsOf',
  'charmFitsAnchor',
  'charmFitsPiece',
  'placeCharm',
  'removeCharm',
  'combinationProblems',
  'builderCharms',
  'toggleFilter',
  'AnchorPoint',
  'PersonalisationOrder',
  'CharmPlacement',
  'PlacementProblem',
  'CombinationCharm',
  'CombinationProblem',
  'BuilderCharm',
  'BuilderListQuery',
  // the engraving editor (storefront) and the sandbox's check of an engraved line (issue 32)
  'ENGRAVING_MAX_CHARACTERS',
  'ENGRAVING_SIZE',
  'ENGRAVING_ORIENTATIONS',
  'normaliseEngravingText',
  'engravingLength',
  'engravingTextProblem',
  'fitEngravingText',
  'clampEngravingSize',
  'engravingProblems',
  'EngravingOrientation',
  'EngravingTextProblem',
  'EngravingChoice',
  'EngravingOptions',
  'EngravingField',
  'EngravingProblem',
  'productMatchesFilters',
  'LISTING_ORDERS',
  'pageCount',
  'productImageUrls',
  'Size',
  'listedProducts',
  'productTags',
  'ProductTag',
  'lookViewHidesProducts',
  'LookItem',
  'platformFromHeaders',
  'platformHeaderNames',
  'PlatformContext',
  'isChatWidgetActive',
  'showsAccessibilityWidget',
  'ANALYTICS_CONSENT_GROUP',
  'showsNewsletterPopup',
  'showsDownloadAppModal',
  'countrySelectorModal',
  'CountrySelectorModal',
];
const MACHINE = [
  // the shop-the-look machine (the storefront runs it)
  'shopTheLookMachine',
  'ShopTheLookContext',
  'ShopTheLookEvent',
  'AddLookItemsInput',
  // the category listing machine (named by the contract test)
  'categoryListingMachine',
  'CategoryListingInput',
  'CategoryListingContext',
  'CategoryListingEvent',
  'CategoryListingEmitted',
  'LoadCategoryProductsInput',
  'ListingProduct',
  // the type of each exported schema
  'FlatAddress',
  'Look',
];

/** Every name src/index.ts exports, types included, read from its syntax. */
describe('public surface of @atelier/core-catalogue', () => {
  it('exports the contract, what other workspaces use and the machines, nothing more', () => {
    expect(indexExports(INDEX).sort()).toEqual([...CONTRACT, ...USED_ELSEWHERE, ...MACHINE].sort());
  });

  it('exports only re-exports, and every runtime name among them', () => {
    expect(holdsOnlyReExports(INDEX)).toBe(true);
    for (const name of Object.keys(api)) expect(indexExports(INDEX)).toContain(name);
  });
});
