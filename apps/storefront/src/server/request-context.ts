import {
  isSiteCode,
  platformFromHeaders,
  type PlatformContext,
  type SiteCode,
} from '@atelier/core-catalogue';
import { parseCookies } from './cookies.js';
import { pagePathOf } from './page-url.js';
import { TOKEN_COOKIE } from './token-cookie.js';

/** Set by the session (part 3) for employees; anything else is registered or anonymous. */
export const CUSTOMER_GROUP_COOKIE = 'atelier_customer_group';
export const ANONYMOUS_GROUP = 'not logged';
const KNOWN_GROUPS = new Set(['registered', 'employee']);

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

export function requestContext(url: string, headers: Headers): RequestContext {
  const cookieHeader = headers['cookie'];
  const cookies = parseCookies(
    Array.isArray(cookieHeader) ? cookieHeader.join('; ') : cookieHeader,
  );
  const loggedIn = Boolean(cookies[TOKEN_COOKIE]);
  const group = cookies[CUSTOMER_GROUP_COOKIE];
  const customerGroup =
    loggedIn && group && KNOWN_GROUPS.has(group)
      ? group
      : loggedIn
        ? 'registered'
        : ANONYMOUS_GROUP;
  return {
    ...platformFromHeaders(headers),
    site: siteOfPath(pagePathOf(url)),
    customerGroup,
    loggedIn,
    cookies,
  };
}

/** The HTML cache key: one entry per URL (site and language are in it), group and platform. */
export function htmlCacheKey(url: string, ctx: RequestContext): string {
  return [
    ctx.platform,
    ctx.kiosk ? 'k' : '-',
    ctx.corporate ? 'c' : '-',
    ctx.customerGroup,
    url,
  ].join('|');
}
