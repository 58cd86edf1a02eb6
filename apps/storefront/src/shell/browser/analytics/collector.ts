// The first-party collector's browser side (ADR 0022). The tracking queue imports this module
// only once analytics consent is given, so neither its code nor a request exists before.
import { isSiteCode, verticalOf } from '@atelier/core-catalogue';
import { currentUser } from '../session/session-store.js';
import { isSignedIn } from '../session/signed-in.js';
import {
  storeIdOf,
  toHit,
  userTraitsOf,
  type AnalyticsUser,
  type TrackedUser,
  type TrackingEvent,
} from './analytics-events.js';
import { emailSha256 } from './email-hash.js';
import { TRAITS_KEY } from './traits-key.js';

/** The storefront's own routes: same origin, so the page's connect-src 'self' allows them. */
export const COLLECT_PATH = '/api/collect';
export const PIXEL_PATH = '/api/collect/pixel';

// The signed-in shopper's traits are kept for the tab: hashed, so nothing personal is kept in
// plain text, and remembered so a page view does not ask the back-end who is signed in each time.

function cachedTraits(): AnalyticsUser | null {
  try {
    const value = JSON.parse(sessionStorage.getItem(TRAITS_KEY) ?? 'null') as AnalyticsUser | null;
    return typeof value?.emailSha256 === 'string' ? value : null;
  } catch {
    return null;
  }
}

async function traitsOf(user: TrackedUser): Promise<AnalyticsUser> {
  const traits = userTraitsOf(user, await emailSha256(user.email));
  try {
    sessionStorage.setItem(TRAITS_KEY, JSON.stringify(traits));
  } catch {
    // storage full or off: the next event hashes again
  }
  return traits;
}

/** The traits of who is signed in: the user just signed in, this tab's, or the back-end's. */
async function userTraits(
  site: string,
  signedIn: TrackedUser | null,
): Promise<AnalyticsUser | null> {
  if (!isSignedIn()) {
    sessionStorage.removeItem(TRAITS_KEY);
    return null;
  }
  if (signedIn) return traitsOf(signedIn);
  const cached = cachedTraits();
  if (cached) return cached;
  if (!isSiteCode(site)) return null;
  const user = await currentUser({ site, vertical: verticalOf(site) });
  return user ? traitsOf(user) : null;
}

/** sendBeacon survives the page going away; fetch with keepalive where it refuses. */
function post(body: string): void {
  const beacon = typeof navigator.sendBeacon === 'function';
  if (beacon && navigator.sendBeacon(COLLECT_PATH, new Blob([body], { type: 'application/json' })))
    return;
  void fetch(COLLECT_PATH, {
    method: 'POST',
    body,
    headers: { 'content-type': 'application/json' },
    keepalive: true,
    credentials: 'same-origin',
  }).catch(() => undefined);
}

/** docs/product/consent.md §2: the tracking pixel is requested when cookies are accepted. */
function requestPixel(site: string, event: string): void {
  const storeId = storeIdOf(site);
  if (storeId === null) return;
  const image = new Image();
  image.src = `${PIXEL_PATH}?${new URLSearchParams({ site, storeId, event }).toString()}`;
}

/** Sends one event that already passed the consent gate; never throws. */
export async function sendToCollector(
  event: TrackingEvent,
  signedIn: TrackedUser | null,
): Promise<void> {
  try {
    const hit = toHit(event, await userTraits(event.site, signedIn).catch(() => null));
    if (hit === null) return;
    post(JSON.stringify(hit));
    if (hit.event === 'page_view') requestPixel(hit.site, hit.event);
  } catch {
    // Analytics never breaks the page.
  }
}
