import { CATALOGUE_CONSTANTS } from '@atelier/core-catalogue';
import type { TrackedUser, TrackingEvent } from './analytics/analytics-events.js';
import { TRAITS_KEY } from './analytics/traits-key.js';
import { CONSENT_COOKIE, CONSENT_MANAGER_COOKIE, hasConsent } from '../consent.js';
import { readCookie } from './cookies.js';

let tracking: Promise<void> = Promise.resolve();
let busy = false;
/** Who just signed in or registered on this page: their events carry their hashed traits. */
let signedInUser: TrackedUser | null = null;

/**
 * The one gate of analytics (ADR 0022): group C0002 in the consent manager's cookie, or
 * analytics accepted in our cookie notice. Nothing below it runs without it.
 */
export function analyticsAllowed(): boolean {
  // Without a document (the bag session run in Node by another channel, its tests) there is
  // no consent to read, so there is none: nothing is sent.
  if (typeof document === 'undefined') return false;
  return hasConsent('analytics', readCookie(CONSENT_COOKIE), readCookie(CONSENT_MANAGER_COOKIE));
}

/**
 * The one queue every tracking event goes through: an event waits for the previous one to
 * finish (polled every 50 ms, docs/product/consent.md §3.1) and is only sent with analytics
 * consent. Then it goes to the dataLayer and to the first-party collector, whose code is loaded
 * only now, so a page without consent neither loads it nor sends anything. Answers when it was
 * sent.
 */
export function queueTracking(event: TrackingEvent): Promise<void> {
  if (!analyticsAllowed()) return Promise.resolve();
  const user = signedInUser;
  tracking = tracking.then(async () => {
    while (busy)
      await new Promise((resolve) => setTimeout(resolve, CATALOGUE_CONSTANTS.pageViewWaitPollMs));
    busy = true;
    try {
      const layer = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ??= []);
      layer.push(event);
      const { sendToCollector } = await import('./analytics/collector.js');
      await sendToCollector(event, user);
    } catch {
      // A chunk that did not load loses this event, never the page.
    } finally {
      busy = false;
    }
  });
  return tracking;
}

/**
 * Login and registration (docs/product/consent.md §3.3): the event carries the shopper's hashed
 * traits.
 */
export function trackSignIn(site: string, kind: 'login' | 'sign_up', user: TrackedUser): void {
  signedInUser = { email: user.email, birthDate: user.birthDate, registerDate: user.registerDate };
  void queueTracking({ event: kind, site });
}

/** After a logout nobody's traits ride on the next events. */
export function forgetSignedInUser(): void {
  signedInUser = null;
  try {
    sessionStorage.removeItem(TRAITS_KEY);
  } catch {
    // no storage: nothing kept
  }
}
