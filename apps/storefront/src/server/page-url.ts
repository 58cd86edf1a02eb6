import { matchRoute, type RouteMatch, type RouteName } from '@atelier/core-catalogue';

// Vike's client router asks for a page's data at `{url}/index.pageContext.json`
// (`/index.pageContext.json` for the root); both are the same page for routing and caching.
const PAGE_CONTEXT_SUFFIX = /\/?index\.pageContext\.json$/;

/** The page path a request is for, without the client-navigation suffix and the query. */
export function pagePathOf(url: string): string {
  const pathname = url.split('?')[0] ?? '/';
  if (!PAGE_CONTEXT_SUFFIX.test(pathname)) return pathname;
  const path = pathname.replace(PAGE_CONTEXT_SUFFIX, '');
  return path === '' ? '/' : path;
}

export function isPageContextRequest(url: string): boolean {
  return PAGE_CONTEXT_SUFFIX.test(url.split('?')[0] ?? '');
}

/**
 * Pages whose HTML is the same for everyone of a site, language, customer group and
 * platform. Bag, checkout, account, registration and anything personal are never cached.
 */
const CACHEABLE_ROUTES: ReadonlySet<RouteName> = new Set<RouteName>([
  'home',
  'category',
  'product',
  'landing',
  'glossaryHome',
  'glossaryLanding',
  'material',
  'shopTheLook',
  'engravings',
  'stores',
  'storeDetail',
  'policies',
  'help',
  'magazine',
  'blog',
  'blogCategory',
  'blogPost',
  'liveShopping',
]);

export function isCacheableRoute(match: RouteMatch | null): boolean {
  return match !== null && CACHEABLE_ROUTES.has(match.name);
}

export function routeOfUrl(url: string): RouteMatch | null {
  return matchRoute(pagePathOf(url));
}
