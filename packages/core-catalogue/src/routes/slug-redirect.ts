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
