import { failureEvent } from './analytics/analytics-events.js';
import { postToCommerce } from './commerce-post.js';
import { queueTracking } from './tracking-queue.js';

/** docs/product/shell.md §4.4: live shopping shows on landing, product and category pages. */
const LIVE_SHOPPING_ROUTES = new Set(['landing', 'product', 'category']);

/**
 * Whether the live-shopping entry shows: the route is one of docs/product/shell.md §4.4's and live
 * shopping is active, which the content system decides by publishing the site's live-shopping
 * landing (the landing the entry links to). Never in the app, kiosk or corporate modes, like the
 * chat.
 */
export function showsLiveShopping(
  route: string | undefined,
  active: boolean,
  quietMode: boolean,
): boolean {
  return active && !quietMode && route !== undefined && LIVE_SHOPPING_ROUTES.has(route);
}

/**
 * Signs the address up for the next live shopping (docs/product/shell.md §5.2: live-shopping
 * subscribe, e-mail) through the commerce proxy. A failure answers false and is tracked as a server
 * error (docs/product/shell.md §5.2 and 3 error catalogues: the flag false and error events
 * tracked).
 */
export async function subscribeToLiveShopping(site: string, email: string): Promise<boolean> {
  const answer = await postToCommerce(site, '/liveshopping/subscriptions', { email });
  if (answer === null) {
    void queueTracking(failureEvent(site, 'live_shopping'));
    return false;
  }
  return true;
}
