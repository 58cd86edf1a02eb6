import { platformHeaderNames } from '@atelier/core-catalogue';
import { consentAsked } from '../shell/consent.js';
import { ANONYMOUS_GROUP, type RequestContext } from './request-context.js';

/** How long a shared cache (a CDN, nginx) may serve a catalogue page, then serve it stale. */
export const SHARED_PAGE_MAX_AGE_S = 30;
export const SHARED_PAGE_STALE_S = 120;

const PLATFORM_HEADERS = Object.values(platformHeaderNames()).filter((name) =>
  name.startsWith('x-'),
);

export interface PageCachePolicy {
  cacheControl: string;
  /** Request headers the answer depends on, for shared caches; null when it is not shared. */
  vary: string | null;
}

/**
 * Who may keep a rendered page. A catalogue page asked for by an anonymous shopper on the web
 * is the same for every anonymous web shopper of its URL who has decided on cookies, so a CDN
 * may hold it for the same windows as our own HTML cache (it varies only by the platform
 * headers); the page of a visitor yet to decide carries the cookie notice and is not shared. A catalogue page
 * of a signed-in shopper, a kiosk, the app or a corporate site is the browser's only (the CDN
 * must also bypass its cache for requests that carry the token cookie, see docs/SCALING.md).
 * Bag, checkout, account and every other personal page, error pages and answers that set a
 * cookie are never stored.
 */
export function pageCachePolicy(options: {
  sharedRoute: boolean;
  status: number;
  setsCookie: boolean;
  ctx: RequestContext;
}): PageCachePolicy {
  const { ctx } = options;
  if (!options.sharedRoute || options.status !== 200 || options.setsCookie) {
    return { cacheControl: 'private, no-store', vary: null };
  }
  const anonymousWeb =
    !ctx.loggedIn &&
    ctx.customerGroup === ANONYMOUS_GROUP &&
    ctx.platform === 'WEB' &&
    !ctx.kiosk &&
    !ctx.corporate;
  // A visitor yet to decide on cookies gets the notice drawn in the page (ADR 0061): a shared
  // cache keyed by the URL would hand it to shoppers who decided long ago, so only the page
  // drawn after a decision is shared (a first visit answered from the cache gets the notice
  // from the browser, as before ADR 0061).
  if (!anonymousWeb || consentAsked(ctx.cookies)) {
    return { cacheControl: 'private, no-cache', vary: null };
  }
  return {
    cacheControl: `public, max-age=0, s-maxage=${SHARED_PAGE_MAX_AGE_S}, stale-while-revalidate=${SHARED_PAGE_STALE_S}`,
    vary: ['accept-encoding', ...PLATFORM_HEADERS].join(', '),
  };
}
