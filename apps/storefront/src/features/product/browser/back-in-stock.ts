import { postToCommerce } from '../../../shell/browser/commerce-post.js';

/**
 * Back-in-stock sign-up: the commerce back-end's notify-me list (`POST /comingsoon`
 * {email, product}, docs/product/product.md §4), through the storefront's commerce proxy. The
 * back-end validates the address; the form checks it first so most mistakes never leave the page.
 */
export async function signUpForBackInStock(
  site: string,
  email: string,
  product: string,
): Promise<boolean> {
  return (await postToCommerce(site, '/comingsoon', { email, product })) !== null;
}
