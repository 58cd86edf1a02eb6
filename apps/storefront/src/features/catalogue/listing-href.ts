import { pageLink } from '@atelier/core-catalogue';

/**
 * Page `n` of a listing with its order query: `/c/11/material-gold?page=2&order=lowestPrice`
 * (page 1 is the bare path, the canonical URL). Shared by the server's prev/next links and
 * the browser's pagination so both write the same URLs.
 */
export function listingPageHref(path: string, query: string, page: number): string {
  const href = pageLink(path, page);
  if (!query) return href;
  return `${href}${href.includes('?') ? '&' : '?'}${query.replace(/^\?/, '')}`;
}
