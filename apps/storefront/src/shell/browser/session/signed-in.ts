import { readCookie } from '../cookies.js';

/** The proxy's JavaScript-readable hint (server/session-hint-cookie.ts): someone is signed in. */
export const SIGNED_IN_COOKIE = 'atelier_signed_in';

export function isSignedIn(read: (name: string) => string | null = readCookie): boolean {
  return read(SIGNED_IN_COOKIE) === '1';
}
