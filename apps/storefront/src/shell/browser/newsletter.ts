import { postToCommerce } from './commerce-post.js';
import { readCookie, writeCookie } from './cookies.js';
import { failureEvent } from './analytics/analytics-events.js';
import { queueTracking } from './tracking-queue.js';

/** Subscribers never see the newsletter popup again (docs/product/shell.md §4.1). */
const SUBSCRIBED_COOKIE = 'atelier_newsletter';

export function isSubscribed(): boolean {
  return readCookie(SUBSCRIBED_COOKIE) === 'subscribed';
}

export interface NewsletterSubscription {
  site: string;
  /** The studio line keeps its own list (CRM service NewsletterSuot). */
  vertical: 'main' | 'suot';
  email: string;
  name?: string;
}

/**
 * Subscribes through the commerce back-end's CRM proxy (docs/product/shell.md §5.1: e-mail and
 * name), as `users/anonymous` because the address typed in is the one subscribed, logged in or not.
 * Only a confirmed subscription is remembered in the cookie; a failure is tracked as a
 * server error (docs/product/shell.md §5.1) and answers false so the form can be tried again.
 */
export async function subscribeToNewsletter(input: NewsletterSubscription): Promise<boolean> {
  const service = input.vertical === 'suot' ? 'NewsletterSuot' : 'Newsletter';
  const answer = await postToCommerce(
    input.site,
    `/users/anonymous/securedcrm?serviceName=${service}`,
    { email: input.email, name: input.name ?? '' },
  );
  if (answer === null) {
    void queueTracking(failureEvent(input.site, 'newsletter'));
    return false;
  }
  writeCookie(SUBSCRIBED_COOKIE, 'subscribed', 365);
  return true;
}
