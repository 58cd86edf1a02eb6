import { canonicalPath } from '@atelier/core-catalogue';

/**
 * The 301 target of docs/product/routes.md §3's trailing-slash rule for a request URL (path plus
 * query), or null when the URL is canonical or is no page at all (assets, APIs, unknown paths).
 */
export function trailingSlashRedirect(url: string): string | null {
  const queryAt = url.indexOf('?');
  const pathname = queryAt === -1 ? url : url.slice(0, queryAt);
  const search = queryAt === -1 ? '' : url.slice(queryAt);
  // Collapsed slashes would make '//evil.example' an open redirect; never answer those.
  if (pathname.startsWith('//')) return null;
  const target = canonicalPath(pathname);
  if (target === null || target === pathname || target.startsWith('//')) return null;
  return `${target}${search}`;
}
