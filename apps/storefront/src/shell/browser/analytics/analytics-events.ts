// The tracking events of docs/product/consent.md §3.2 as plain data, and how one becomes the
// collector's wire shape. Pure: no clock, no storage, no network (the hash comes in as an
// argument), so every rule here is tested without a browser. Keys are snake_case like the
// dataLayer's.
import type { AnalyticsHit } from '@atelier/adapters-commerce';
import { isSiteCode, trackingStoreIdForSite, verticalOf } from '@atelier/core-catalogue';
import { brandOf } from '../../brand.js';

/** What the dataLayer and the collector get: an event name, the site and a few values. */
export type TrackingEvent = { event: string; site: string } & Record<string, unknown>;

export interface TrackedItem {
  productId: string;
  quantity: number;
}

/** The shopper's data an event may be derived from; never sent as such. */
export interface TrackedUser {
  email: string;
  birthDate?: string | null | undefined;
  registerDate?: string | null | undefined;
}

export type AnalyticsUser = NonNullable<AnalyticsHit['user']>;

const DATE = /^(\d{4})-(\d{2})-(\d{2})/;

/** The year of a birth date ('1990-04-12' or an ISO timestamp); undefined when none. */
export function birthYearOf(birthDate: string | null | undefined): number | undefined {
  const match = DATE.exec(birthDate ?? '');
  return match ? Number(match[1]) : undefined;
}

/** The registration date as yyyymmdd, the calendar day it was written with (no zone shift). */
export function registrationDateOf(registerDate: string | null | undefined): string | undefined {
  const match = DATE.exec(registerDate ?? '');
  return match ? `${match[1]}${match[2]}${match[3]}` : undefined;
}

/** The form of the address that is hashed: trimmed and lower-case, so one shopper is one hash. */
export function normalisedEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** The shopper as analytics sees them: the e-mail's SHA-256, birth year, registration day. */
export function userTraitsOf(user: TrackedUser, emailSha256: string): AnalyticsUser {
  const birthYear = birthYearOf(user.birthDate);
  const registrationDate = registrationDateOf(user.registerDate);
  return {
    emailSha256,
    ...(birthYear === undefined ? {} : { birthYear }),
    ...(registrationDate === undefined ? {} : { registrationDate }),
    visitorType: 'logged',
  };
}

export const pageViewEvent = (site: string, path: string): TrackingEvent => ({
  event: 'page_view',
  site,
  page_path: path,
});

export const cartEvent = (
  site: string,
  action: 'add' | 'remove',
  items: readonly TrackedItem[],
): TrackingEvent => ({
  event: action === 'add' ? 'add_to_cart' : 'remove_from_cart',
  site,
  items: items.map(({ productId, quantity }) => ({ productId, quantity })),
});

/** docs/product/bag.md §7: coupon applied ok / ko. */
export const couponEvent = (site: string, ok: boolean, code: string): TrackingEvent => ({
  event: ok ? 'coupon_ok' : 'coupon_ko',
  site,
  coupon: code.slice(0, 40),
});

/**
 * docs/product/shell.md §4.4, §5.1 error catalogues: newsletter and live-shopping failures are
 * tracked.
 */
export const failureEvent = (
  site: string,
  source: 'newsletter' | 'live_shopping',
): TrackingEvent => ({
  event: 'server_error',
  site,
  error_source: source,
});

/** docs/product/consent.md §3.4: a form error is reported as the rule broken plus the field. */
export const formErrorEvent = (
  site: string,
  form: string,
  rule: string,
  field: string,
): TrackingEvent => ({ event: 'form_error', site, form, rule, field });

export const sessionEvent = (site: string, kind: 'login' | 'sign_up'): TrackingEvent => ({
  event: kind,
  site,
});

/** The analytics store id of a site: brand plus upper-case country (docs/product/consent.md §3). */
export function storeIdOf(site: string): string | null {
  return isSiteCode(site) ? trackingStoreIdForSite(brandOf(verticalOf(site)), site) : null;
}

const NAME = /^[a-z][a-z_]{0,39}$/;

/**
 * The collector's shape of an event: store id, page, primitive values as props, cart items,
 * and the user's traits when known. Null for an event no site owns. Values that are not
 * primitives, or keys that are not snake_case, stay in the dataLayer only.
 */
export function toHit(event: TrackingEvent, user?: AnalyticsUser | null): AnalyticsHit | null {
  const storeId = storeIdOf(event.site);
  if (storeId === null || !NAME.test(event.event)) return null;
  const { event: name, site, page_path: page, items, ...rest } = event;
  const props: Record<string, string | number | boolean> = {};
  for (const [key, value] of Object.entries(rest)) {
    if (!NAME.test(key)) continue;
    // An address typed into a field never rides along in plain text.
    if (typeof value === 'string') {
      if (!value.includes('@')) props[key] = value.slice(0, 100);
    } else if (typeof value === 'number' && Number.isFinite(value)) props[key] = value;
    else if (typeof value === 'boolean') props[key] = value;
  }
  const path = typeof page === 'string' ? page.split(/[?#]/)[0]?.slice(0, 300) : undefined;
  const safePath = path?.startsWith('/') && !path.includes('@') ? path : undefined;
  return {
    event: name,
    site,
    storeId,
    ...(safePath ? { page: safePath } : {}),
    ...(Object.keys(props).length > 0 ? { props } : {}),
    ...(Array.isArray(items) ? { items: (items as TrackedItem[]).slice(0, 50) } : {}),
    ...(user ? { user } : {}),
  };
}
