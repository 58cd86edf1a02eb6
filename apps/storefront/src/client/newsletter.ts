import { readCookie, writeCookie } from './cookies.js';

/** Subscribers never see the newsletter popup again (spec 1 screen-level behaviour). */
const SUBSCRIBED_COOKIE = 'atelier_newsletter';

export function isSubscribed(): boolean {
  return readCookie(SUBSCRIBED_COOKIE) === 'subscribed';
}

/**
 * Remembers the subscription in the browser. The subscribe call itself (spec 1 section 7:
 * email and name) belongs to the newsletter service, which the storefront does not reach yet.
 */
export function markSubscribed(): void {
  writeCookie(SUBSCRIBED_COOKIE, 'subscribed', 365);
}
