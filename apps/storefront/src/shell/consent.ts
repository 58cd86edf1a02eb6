import { ANALYTICS_CONSENT_GROUP } from '@atelier/core-catalogue';

/** Our cookie notice's decision: `all`, or the accepted category ids joined by commas. */
export const CONSENT_COOKIE = 'atelier_consent';
/** The consent manager's cookie (OneTrust), read when a site runs it instead of our notice. */
export const CONSENT_MANAGER_COOKIE = 'OptanonConsent';

/** Fired when the shopper decides, so widgets that wait for consent (chat) can appear at once. */
export const CONSENT_CHANGED = 'atelier:consent-changed';
/** Asks the cookie notice to open again (the footer's cookie settings): a decision can change. */
export const OPEN_COOKIE_SETTINGS = 'atelier:open-cookie-settings';

const ALL = 'all';
/** Which consent manager group each of our categories stands for (C0002 is analytics). */
const GROUP_OF: Readonly<Record<string, string>> = {
  functional: 'C0001',
  analytics: ANALYTICS_CONSENT_GROUP,
  advertising: 'C0004',
  socialNetworks: 'C0005',
  chat: 'C0003',
  personalisation: 'C0003',
};

/** The cookie value for a decision: every optional category accepted is stored as `all`. */
export function consentCookieValue(
  accepted: Readonly<Record<string, boolean>>,
  optional: readonly string[],
): string {
  if (optional.length > 0 && optional.every((id) => accepted[id])) return ALL;
  return ['functional', ...optional.filter((id) => accepted[id])].join(',');
}

/** Whether the shopper accepted a category, from our cookie or the consent manager's groups. */
export function hasConsent(
  category: string,
  cookie: string | null,
  managerCookie: string | null = null,
): boolean {
  if (category === 'functional') return true;
  if (cookie === ALL) return true;
  if (cookie?.split(',').includes(category)) return true;
  const group = GROUP_OF[category];
  return Boolean(group && managerCookie?.includes(`${group}:1`));
}

/** The consents as a map, for the cookie notice's settings (every category off when unset). */
export function consentsOf(
  cookie: string | null,
  categories: readonly string[],
): Record<string, boolean> {
  return Object.fromEntries(categories.map((id) => [id, hasConsent(id, cookie)]));
}

/** How long a decision is kept before the notice asks again. */
export const CONSENT_COOKIE_DAYS = 180;

/** The cookie notice's form choices (its submit buttons' values, ui CookieNotice). */
export const ACCEPT_ALL_CHOICE = 'accept-all';
export const REJECT_ALL_CHOICE = 'reject-all';

/**
 * The cookie value of a choice posted by the notice's form before its script ran: the same
 * values the browser writes for accept all and reject all (consentCookieValue with every
 * optional category on, or none); null for anything else.
 */
export function consentOfChoice(choice: string | null): string | null {
  if (choice === ACCEPT_ALL_CHOICE) return ALL;
  if (choice === REJECT_ALL_CHOICE) return 'functional';
  return null;
}

/** Whether the notice must ask: no decision stored in our cookie yet. */
export function consentAsked(cookies: Readonly<Record<string, string>>): boolean {
  return cookies[CONSENT_COOKIE] === undefined;
}

/** Where the cookie notice's form posts before the page's script runs (server/consent-form.ts). */
export const CONSENT_ROUTE = '/api/consent';
