/**
 * Every route of the storefront, written once. Patterns are '/'-separated segments:
 * a literal, `:name` (one segment), `:name?` (zero or one), `:name*` (zero or more,
 * joined by '/') or `:name+` (one or more). Order matters: the first match wins, so
 * routes with a literal after the site come before product, category and landing.
 */
export type RouteName =
  | 'languageSelection'
  | 'home'
  | 'embedSearch'
  | 'cart'
  | 'checkoutRegister'
  | 'checkoutShipping'
  | 'checkoutBilling'
  | 'checkoutPayment'
  | 'checkoutConfirmation'
  | 'checkoutExternal'
  | 'product'
  | 'category'
  | 'glossaryHome'
  | 'glossaryLanding'
  | 'material'
  | 'register'
  | 'registerLoyalty'
  | 'myAccount'
  | 'passwordRequest'
  | 'passwordChange'
  | 'shopTheLook'
  | 'engravings'
  | 'trackingOrder'
  | 'stores'
  | 'storeDetail'
  | 'policies'
  | 'help'
  | 'magazine'
  | 'blog'
  | 'blogCategory'
  | 'blogPost'
  | 'wishlist'
  | 'sharedWishlist'
  | 'liveShopping'
  | 'workshop'
  | 'landing';

/** 'remove': pages with slug, category or catch-all params lose the trailing slash. */
export type TrailingSlash = 'add' | 'remove';

export interface RouteDefinition {
  name: RouteName;
  /** The first pattern is the one links are built with; the others are aliases. */
  patterns: readonly string[];
  trailingSlash: TrailingSlash;
}

export const ROUTE_TABLE: readonly RouteDefinition[] = [
  { name: 'languageSelection', patterns: [''], trailingSlash: 'add' },
  { name: 'home', patterns: [':lang'], trailingSlash: 'add' },
  { name: 'embedSearch', patterns: [':lang/embedsearch'], trailingSlash: 'add' },
  { name: 'cart', patterns: [':lang/cart'], trailingSlash: 'add' },
  { name: 'checkoutRegister', patterns: [':lang/checkout/register'], trailingSlash: 'add' },
  { name: 'checkoutShipping', patterns: [':lang/checkout/shipping'], trailingSlash: 'add' },
  { name: 'checkoutBilling', patterns: [':lang/checkout/billing'], trailingSlash: 'add' },
  {
    name: 'checkoutPayment',
    patterns: [':lang/checkout/payment/:paymentMethod?'],
    trailingSlash: 'add',
  },
  {
    name: 'checkoutConfirmation',
    patterns: [':lang/checkout/confirmation'],
    trailingSlash: 'add',
  },
  { name: 'checkoutExternal', patterns: [':lang/checkout'], trailingSlash: 'add' },
  { name: 'glossaryHome', patterns: [':lang/wsj'], trailingSlash: 'add' },
  { name: 'glossaryLanding', patterns: [':lang/wsj/:slug'], trailingSlash: 'remove' },
  // The first segment after wsj is the material URL prefix, the rest the material path.
  { name: 'material', patterns: [':lang/wsj/:prefix/:path+'], trailingSlash: 'remove' },
  { name: 'register', patterns: [':lang/register'], trailingSlash: 'add' },
  {
    name: 'registerLoyalty',
    patterns: [':lang/register-loyalty', ':lang/register-mytous'],
    trailingSlash: 'add',
  },
  { name: 'myAccount', patterns: [':lang/my-account/:section*'], trailingSlash: 'add' },
  {
    name: 'passwordRequest',
    patterns: [':lang/login/pw/request/external'],
    trailingSlash: 'add',
  },
  { name: 'passwordChange', patterns: [':lang/login/pw/change'], trailingSlash: 'add' },
  { name: 'shopTheLook', patterns: [':lang/shopthelook/:slug'], trailingSlash: 'remove' },
  { name: 'engravings', patterns: [':lang/engravings'], trailingSlash: 'add' },
  { name: 'trackingOrder', patterns: [':lang/tracking-order'], trailingSlash: 'add' },
  { name: 'stores', patterns: [':lang/stores'], trailingSlash: 'add' },
  { name: 'storeDetail', patterns: [':lang/stores/:slug+'], trailingSlash: 'remove' },
  { name: 'policies', patterns: [':lang/policies/:slug?'], trailingSlash: 'remove' },
  { name: 'help', patterns: [':lang/help/:slug?'], trailingSlash: 'remove' },
  { name: 'magazine', patterns: [':lang/magazine/:path*'], trailingSlash: 'remove' },
  { name: 'blog', patterns: [':lang/blog'], trailingSlash: 'add' },
  { name: 'blogCategory', patterns: [':lang/blog/cat/:category'], trailingSlash: 'remove' },
  { name: 'blogPost', patterns: [':lang/blog/:slug'], trailingSlash: 'remove' },
  // The shopper's own wishlist (guest or account); a friend's, by its share token, below.
  { name: 'wishlist', patterns: [':lang/wishlist'], trailingSlash: 'add' },
  { name: 'sharedWishlist', patterns: [':lang/wishlist/:id'], trailingSlash: 'add' },
  { name: 'liveShopping', patterns: [':lang/liveshopping'], trailingSlash: 'add' },
  // docs/product/workshop.md: the workshop (after-sales) price tables; docs/product/routes.md §1
  // names no path, so one is chosen here.
  { name: 'workshop', patterns: [':lang/workshop'], trailingSlash: 'add' },
  { name: 'product', patterns: [':lang/:slug?/p/:id'], trailingSlash: 'remove' },
  { name: 'category', patterns: [':lang/:slugPath*/c/:id/:filters*'], trailingSlash: 'remove' },
  { name: 'landing', patterns: [':lang/:slug+'], trailingSlash: 'remove' },
];

export const ROUTE_NAMES: readonly RouteName[] = ROUTE_TABLE.map((route) => route.name);

export function routeDefinition(name: RouteName): RouteDefinition {
  const found = ROUTE_TABLE.find((route) => route.name === name);
  if (!found) throw new Error(`Unknown route: ${String(name)}`);
  return found;
}
