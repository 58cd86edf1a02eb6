import { matchRouteDefinition, stripQueryAndHash } from './match-route.js';

/**
 * The permanent-redirect target of the trailing-slash rule, or null when the path is
 * already canonical or matches no route. Any query string or hash is carried over.
 */
export function canonicalPath(pathname: string): string | null {
  const found = matchRouteDefinition(pathname);
  if (!found) return null;
  const path = stripQueryAndHash(pathname);
  const rest = pathname.slice(path.length);
  const hasSlash = path.endsWith('/');
  if (path === '/') return null;
  if (found.route.trailingSlash === 'add') return hasSlash ? null : `${path}/${rest}`;
  return hasSlash ? `${path.slice(0, -1)}${rest}` : null;
}
