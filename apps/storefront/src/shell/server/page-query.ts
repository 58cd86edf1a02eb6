import { LISTING_ORDERS } from '@atelier/core-catalogue';

/**
 * The query parameters any page reads (category paging and order, engravings' product,
 * embedded search and the store finder's text, the store finder's country, the
 * language-selection hand-off). Pages see only these, and the HTML
 * cache keys on only these: a parameter no page reads (`?cb=<random>`, tracking tags)
 * can't force a render or push real pages out of the cache.
 */
export const PAGE_QUERY_PARAMS = [
  'page',
  'order',
  'product',
  'q',
  'country',
  'lang',
  'GLCountry',
] as const;

const READ: ReadonlySet<string> = new Set(PAGE_QUERY_PARAMS);

/**
 * Values a page can use, for the parameters with a closed set (issue 30): any other value
 * would render the default anyway, so it is dropped from the URL instead of making a new
 * render and a new HTML cache entry for every `?order=<random>` or `?page=<random>`.
 */
const VALID: Partial<Record<(typeof PAGE_QUERY_PARAMS)[number], (value: string) => boolean>> = {
  order: (value) => (LISTING_ORDERS as readonly string[]).includes(value),
  page: (value) => /^[1-9]\d{0,3}$/.test(value),
};

/** The parameters pages may read, from a parsed query (first value of each). */
export function pageSearch(search: Readonly<Record<string, string>>): Record<string, string> {
  const kept: Record<string, string> = {};
  for (const name of PAGE_QUERY_PARAMS) {
    const value = search[name];
    if (value !== undefined) kept[name] = value;
  }
  return kept;
}

/**
 * The URL as pages see it: the path and only the parameters they read, in a fixed order.
 * The server renders this URL and keys the HTML cache on it, so the two can't disagree.
 */
export function pageKeyOfUrl(url: string): string {
  const at = url.indexOf('?');
  if (at === -1) return url;
  const params = new URLSearchParams(url.slice(at + 1));
  const kept = new URLSearchParams();
  for (const name of PAGE_QUERY_PARAMS) {
    // The last value, as Vike's urlParsed.search reads a repeated parameter.
    const value = params.getAll(name).at(-1);
    if (value !== undefined && READ.has(name) && (VALID[name]?.(value) ?? true))
      kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `${url.slice(0, at)}?${query}` : url.slice(0, at);
}
