import { serializeCookie } from './cookies.js';

/** The httpOnly cookie that holds the shopper's bearer token; JavaScript never sees it. */
export const TOKEN_COOKIE = 'atelier_token';
/** Spec 1 section 9: the auth cookie lasts 7 days. */
export const TOKEN_COOKIE_MAX_AGE_SECONDS = 7 * 24 * 60 * 60;

/**
 * Spec 1 section 9: SameSite none on Apple devices, else lax. Apple devices are told apart
 * by their user agent (iPhone, iPad, iPod, Macintosh).
 */
export function sameSiteFor(userAgent: string | undefined): 'None' | 'Lax' {
  return /iPhone|iPad|iPod|Macintosh/i.test(userAgent ?? '') ? 'None' : 'Lax';
}

export function tokenCookie(
  token: string,
  userAgent: string | undefined,
  maxAgeSeconds?: number,
): string {
  return serializeCookie(TOKEN_COOKIE, token, {
    httpOnly: true,
    secure: true,
    sameSite: sameSiteFor(userAgent),
    path: '/',
    maxAgeSeconds: maxAgeSeconds ?? TOKEN_COOKIE_MAX_AGE_SECONDS,
  });
}

export function clearedTokenCookie(userAgent: string | undefined): string {
  return tokenCookie('', userAgent, 0);
}
