import { CATALOGUE_CONSTANTS } from '@atelier/core-catalogue';
import { CONSENT_COOKIE, CONSENT_MANAGER_COOKIE, hasConsent } from './consent.js';
import { readCookie } from './cookies.js';

let tracking: Promise<void> = Promise.resolve();
let busy = false;

/**
 * The one queue every tracking event goes through: an event waits for the previous one to
 * finish (polled every 50 ms, spec 1 section 9) and is only sent with analytics consent
 * (group C0002, or analytics accepted in our cookie notice). Answers when it was pushed.
 */
export function queueTracking(event: Record<string, unknown>): Promise<void> {
  if (!hasConsent('analytics', readCookie(CONSENT_COOKIE), readCookie(CONSENT_MANAGER_COOKIE)))
    return Promise.resolve();
  tracking = tracking.then(async () => {
    while (busy)
      await new Promise((resolve) => setTimeout(resolve, CATALOGUE_CONSTANTS.pageViewWaitPollMs));
    busy = true;
    try {
      const layer = ((window as unknown as { dataLayer?: unknown[] }).dataLayer ??= []);
      layer.push(event);
    } finally {
      busy = false;
    }
  });
  return tracking;
}
