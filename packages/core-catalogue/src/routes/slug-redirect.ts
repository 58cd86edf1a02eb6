import { matchRouteDefinition } from './match-route.js';

/**
 * A product address whose slug is not the product's own: where to send it with a 301
 * (docs/product/routes.md §2: the slug is optional, the id names the product). Issue 30: every
 * wrong slug was a page of its own, a render and a new HTML-cache entry, and a duplicate for
 * search engines. Null when the request has no slug (the short form) or has the canonical one,
 * so the target of a redirect never redirects again.
 */
export function wrongSlugRedirect(requestPath: string, canonicalPath: string): string | null {
  const asked = slugOf(requestPath);
  if (asked === null || asked === '') return null;
  const canonical = slugOf(canonicalPath);
  if (canonical === null || asked === canonical) return null;
  return canonicalPath;
}

/** The segments between the site and `/p/`, decoded; null for a path that is no product's. */
function slugOf(path: string): string | null {
  const match = /^\/[^/]+\/(?:(.*)\/)?p\/[^/]+\/?$/.exec(path);
  if (!match) return null;
  const slug = match[1] ?? '';
  try {
    return decodeURIComponent(slug);
  } catch {
    // A broken escape is no slug of ours: the canonical address has none.
    return `\u0000${slug}`;
  }
}

/**
 * A category address whose slugs are not the category's own: where to send it with a 301, as
 * for products (issue 30). `canonicalPath` is the category's canonical path with the request's
 * filters. Null for the short form (`/{site}/c/{id}`, no slugs; the hreflang alternates use it),
 * for the canonical slugs, and for paths that are no category page; a path that does not decode
 * goes to the canonical path.
 */
export function wrongCategorySlugRedirect(
  requestPath: string,
  canonicalPath: string,
): string | null {
  const canonical = matchRouteDefinition(canonicalPath);
  if (canonical?.route.name !== 'category') return null;
  const asked = matchRouteDefinition(requestPath);
  // A broken escape is no slug of ours, as for products.
  if (asked === null) return canonicalPath;
  if (asked.route.name !== 'category') return null;
  const askedSlugs = asked.params['slugPath'] ?? '';
  if (askedSlugs === '' || askedSlugs === (canonical.params['slugPath'] ?? '')) return null;
  return canonicalPath;
}
