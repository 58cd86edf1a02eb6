import {
  isSiteCode,
  platformFromHeaders,
  type PlatformContext,
  type SiteCode,
} from '@atelier/core-catalogue';
import { consentAsked } from '../shell/consent.js';
import { parseCookies } from './cookies.js';
import { pagePathOf } from './page-url.js';
import { verifyCustomerGroup } from './customer-group.js';
import { TOKEN_COOKIE, isBearerToken } from './token-cookie.js';

/** Set by the session at login, signed (customer-group.ts); read only with a valid token. */
export const CUSTOMER_GROUP_COOKIE = 'atelier_customer_group';
export const ANONYMOUS_GROUP = 'not logged';

export interface RequestContext extends PlatformContext {
  /** The site of the path, null for `/` and unknown codes. */
  site: SiteCode | null;
  customerGroup: string;
  loggedIn: boolean;
  cookies: Record<string, string>;
}

type Headers = Readonly<Record<string, string | string[] | undefined>>;

export function siteOfPath(pathname: string): SiteCode | null {
  const first = pathname.split('/')[1] ?? '';
  return isSiteCode(first) ? first : null;
}

/**
 * What the server knows of a request before rendering. `sessionSecret` verifies the signed
 * customer-group cookie; without it (or with a forged value) a logged-in shopper is
 * 'registered'.
 */
export function requestContext(
  url: string,
  headers: Headers,
  sessionSecret: string | null = null,
): RequestContext {
  const cookies = parseCookies(headers['cookie']);
  const loggedIn = isBearerToken(cookies[TOKEN_COOKIE]);
  const group = loggedIn
    ? verifyCustomerGroup(cookies[CUSTOMER_GROUP_COOKIE], sessionSecret)
    : null;
  const customerGroup = group ?? (loggedIn ? 'registered' : ANONYMOUS_GROUP);
  return {
    ...platformFromHeaders(headers),
    site: siteOfPath(pagePathOf(url)),
    customerGroup,
    loggedIn,
    cookies,
  };
}

/**
 * The HTML cache key: one entry per page URL (site and language are in it; only the query
 * parameters pages read, see pageKeyOfUrl), customer group, platform, and whether the cookie
 * notice is in the page (a visitor who has not decided yet, ADR 0061).
 */
export function htmlCacheKey(url: string, ctx: RequestContext): string {
  return [
    ctx.platform,
    ctx.kiosk ? 'k' : '-',
    ctx.corporate ? 'c' : '-',
    ctx.customerGroup,
    consentAsked(ctx.cookies) ? 'n' : '-',
    url,
  ].join('|');
}
