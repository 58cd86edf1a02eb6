import { isSiteCode } from '../sites/site-codes.js';
import { compilePattern, matchTokens, type PatternToken } from './route-pattern.js';
import { ROUTE_TABLE, type RouteDefinition, type RouteName } from './route-table.js';

export interface RouteMatch {
  name: RouteName;
  params: Record<string, string>;
}

const COMPILED: readonly { route: RouteDefinition; tokens: PatternToken[] }[] = ROUTE_TABLE.flatMap(
  (route) => route.patterns.map((pattern) => ({ route, tokens: compilePattern(pattern) })),
);

/** Splits a pathname into decoded segments; null for paths no route can hold. */
export function pathSegments(pathname: string): string[] | null {
  const path = stripQueryAndHash(pathname);
  if (!path.startsWith('/')) return null;
  const withoutSlashes = path.slice(1).replace(/\/$/, '');
  if (withoutSlashes === '') return [];
  const raw = withoutSlashes.split('/');
  if (raw.some((segment) => segment === '')) return null;
  try {
    return raw.map((segment) => decodeURIComponent(segment));
  } catch {
    return null;
  }
}

export function stripQueryAndHash(pathname: string): string {
  const cut = pathname.search(/[?#]/);
  return cut === -1 ? pathname : pathname.slice(0, cut);
}

export function matchRouteDefinition(
  pathname: string,
): { route: RouteDefinition; params: Record<string, string> } | null {
  const segments = pathSegments(pathname);
  if (!segments) return null;
  const [first] = segments;
  if (first !== undefined && !isSiteCode(first)) return null;
  for (const { route, tokens } of COMPILED) {
    const params = matchTokens(tokens, segments);
    if (params) return { route, params };
  }
  return null;
}

/** The route a pathname shows, with its params; a trailing slash does not change it. */
export function matchRoute(pathname: string): RouteMatch | null {
  const found = matchRouteDefinition(pathname);
  return found ? { name: found.route.name, params: found.params } : null;
}
