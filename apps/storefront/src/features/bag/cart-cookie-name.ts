// docs/product/bag.md §2.1: the anonymous bag's id lives in a cookie, one per site (each site has
// its own currency, so its own cart). Read by the browser's bag and by the bag page's server
// data (an empty bag drawn at once when there is none).
export const cartCookieName = (site: string): string => `atelier_cart_${site}`;
