// docs/product/bag.md §2.1; docs/product/constants.md §1: the anonymous bag's id lives in a cookie
// (about 4166 days, Secure, path root, SameSite none on Apple devices, else lax). One cookie per
// site: each site has its own currency, so its own cart. JavaScript writes it (it is not a secret:
// the guid alone only opens an anonymous cart).

/** docs/product/constants.md §1: "about 4166 days". */
export const CART_COOKIE_MAX_AGE_SECONDS = 4166 * 24 * 60 * 60;

import { cartCookieName } from '../cart-cookie-name.js';

export { cartCookieName };

/** Where the cookie is read and written: `document` in the browser, a jar in tests. */
export interface CookieJar {
  read(): string;
  write(cookie: string): void;
}

export function readCartId(jar: CookieJar, site: string): string | null {
  const name = cartCookieName(site);
  for (const part of jar.read().split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key !== name) continue;
    const value = decodeURIComponent(rest.join('='));
    return value === '' ? null : value;
  }
  return null;
}

function sameSite(userAgent: string): 'None' | 'Lax' {
  return /iPhone|iPad|iPod|Macintosh/i.test(userAgent) ? 'None' : 'Lax';
}

/** Who the cookie is written for: the browser's user agent and whether the page is secure. */
export interface CookieClient {
  userAgent: string;
  /** The page came over https: plain-http localhost (development, e2e) gets no Secure flag. */
  secure: boolean;
}

/** The cookie text for a cart id; null deletes the cookie. */
export function cartCookie(site: string, cartId: string | null, client: CookieClient): string {
  const maxAge = cartId === null ? 0 : CART_COOKIE_MAX_AGE_SECONDS;
  return (
    `${cartCookieName(site)}=${encodeURIComponent(cartId ?? '')}; Path=/; Max-Age=${maxAge}; ` +
    // SameSite=None is refused without Secure, so an insecure page falls back on Lax.
    `SameSite=${client.secure ? sameSite(client.userAgent) : 'Lax'}${client.secure ? '; Secure' : ''}`
  );
}

export function writeCartId(
  jar: CookieJar,
  site: string,
  cartId: string | null,
  client: CookieClient,
): void {
  jar.write(cartCookie(site, cartId, client));
}

export const documentCookies: CookieJar = {
  read: () => document.cookie,
  write: (cookie) => {
    document.cookie = cookie;
  },
};

/**
 * Secure follows the page's protocol, not `isSecureContext`: a loopback host counts as a
 * secure context, yet some browsers drop Secure cookies set over plain http, which would lose
 * the bag on a developer's machine.
 */
export function browserCookieClient(
  page: Pick<Location, 'protocol'> = location,
  agent: Pick<Navigator, 'userAgent'> = navigator,
): CookieClient {
  return { userAgent: agent.userAgent, secure: page.protocol === 'https:' };
}
