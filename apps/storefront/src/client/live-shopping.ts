/** Spec 1: live shopping shows on landing, product and category pages. */
const LIVE_SHOPPING_ROUTES = new Set(['landing', 'product', 'category']);

/**
 * Whether the live-shopping entry shows: the route is one of spec 1's and live shopping is
 * active, which the content system decides by publishing the site's live-shopping landing
 * (the landing the entry links to). Never in the app, kiosk or corporate modes, like the chat.
 */
export function showsLiveShopping(
  route: string | undefined,
  active: boolean,
  quietMode: boolean,
): boolean {
  return active && !quietMode && route !== undefined && LIVE_SHOPPING_ROUTES.has(route);
}
