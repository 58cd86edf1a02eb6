import { stringifySetCookie } from 'cookie';
import { TOKEN_COOKIE_MAX_AGE_SECONDS } from './token-cookie.js';

/**
 * A cookie JavaScript may read that says only "someone is signed in" (value `1`), set and
 * cleared with the httpOnly token cookie. Pages are shared and cached, so the browser needs
 * it to choose between the guest's local wishlist and bag and the account's; it holds no
 * token and no personal data, and proves nothing (the back-end still checks the token).
 */
export const SIGNED_IN_COOKIE = 'atelier_signed_in';

export function signedInCookie(maxAgeSeconds?: number): string {
  return stringifySetCookie({
    name: SIGNED_IN_COOKIE,
    value: '1',
    secure: true,
    sameSite: 'lax',
    path: '/',
    maxAge: Math.max(
      0,
      Math.min(maxAgeSeconds ?? TOKEN_COOKIE_MAX_AGE_SECONDS, TOKEN_COOKIE_MAX_AGE_SECONDS),
    ),
  });
}

export function clearedSignedInCookie(): string {
  return stringifySetCookie({
    name: SIGNED_IN_COOKIE,
    value: '',
    secure: true,
    sameSite: 'lax',
    path: '/',
    maxAge: 0,
  });
}
