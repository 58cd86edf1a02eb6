import { stringifySetCookie } from 'cookie';

/** The httpOnly cookie that holds the shopper's bearer token; JavaScript never sees it. */
export const TOKEN_COOKIE = 'atelier_token';
/** docs/product/accounts.md §2.7: the auth cookie lasts at most 7 days. */
export const TOKEN_COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/**
 * What a bearer token may look like (OAuth 2 b64token, RFC 6750 2.1), bounded. A cookie
 * value outside it (CR/LF, non-Latin-1, quotes) is never put in an Authorization header:
 * it would make the upstream call throw.
 */
const BEARER_TOKEN = /^[A-Za-z0-9\-._~+/]{1,512}=*$/;

export function isBearerToken(value: string | undefined): value is string {
  return value !== undefined && BEARER_TOKEN.test(value);
}

/**
 * The token cookie lives as long as the token (never past 7 days). SameSite=Lax for every
 * browser: docs/product/accounts.md §2.7 asked for None on Apple devices, but None sends the cookie
 * on cross-site POSTs (CSRF, issue 16); Lax keeps top-level navigations working on every platform.
 */
export function tokenCookie(token: string, maxAgeSeconds?: number): string {
  return stringifySetCookie({
    name: TOKEN_COOKIE,
    value: token,
    httpOnly: true,
    secure: true,
    sameSite: 'lax',
    path: '/',
    maxAge: Math.max(
      0,
      Math.min(maxAgeSeconds ?? TOKEN_COOKIE_MAX_AGE_SECONDS, TOKEN_COOKIE_MAX_AGE_SECONDS),
    ),
  });
}

export function clearedTokenCookie(): string {
  return tokenCookie('', 0);
}
