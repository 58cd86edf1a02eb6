import { CAPTCHA_MESSAGES, type Captcha } from './captcha.js';
import { captchaTokenOf, isRegistrationCall } from './captcha-gate.js';
import { parseCookies } from './cookies.js';
import { firstHeaderValue } from './header-value.js';
import type { LoginThrottle } from './login-throttle.js';
import { checkProxyPath, type ProxyTarget } from './proxy-path.js';
import { isClosedOccPath } from './closed-occ-paths.js';
import { isEntryPath, shopperEntryBody } from './shopper-fields.js';
import { isAbuseLimited } from './abuse-limits.js';
import { isJsonMediaType, isSameOriginRequest, mediaTypeOf } from './same-origin.js';
import { changesStateOnGet } from './state-changing-get.js';
import { SIGNED_IN_COOKIE, clearedSignedInCookie, signedInCookie } from './session-hint-cookie.js';
import { TOKEN_COOKIE, clearedTokenCookie, isBearerToken, tokenCookie } from './token-cookie.js';

export const COMMERCE_PROXY_PREFIX = '/api/commerce';
/** Used when the configuration names no COMMERCE_TIMEOUT_MS. */
export const DEFAULT_PROXY_TIMEOUT_MS = 20_000;

export interface ProxyRequest {
  method: string;
  /** Path and query after /api/commerce, e.g. '/occ/v2/es-es/products/1?fields=FULL'. */
  url: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
  body: Uint8Array | null;
  /** The shopper's address, for the login throttle. */
  clientAddress?: string;
  /** Aborted when the shopper's connection goes away: the upstream call stops with it. */
  signal?: AbortSignal;
}

export interface ProxyResponse {
  status: number;
  headers: Record<string, string | string[]>;
  body: Uint8Array | string;
}

export interface ProxyDeps {
  baseUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
  /** The storefront's public origin, when configured: cross-site checks compare with it. */
  publicOrigin?: string | null;
  loginThrottle?: LoginThrottle;
  /** Counts calls to the endpoints that mail or store strangers' addresses (abuse-limits.ts). */
  abuseThrottle?: LoginThrottle;
  /** Checks the registration calls' captcha token (ADR 0028); none: not checked (tests). */
  captcha?: Captcha;
  now?: () => number;
}

// Only these request headers reach the back-end: no cookies, no client Authorization
// (the token comes from the httpOnly cookie), no hop-by-hop headers.
const FORWARDED_REQUEST_HEADERS = ['accept', 'accept-language', 'content-type'];
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'location', 'retry-after'];
const PLATFORM_HEADER = /^x-[a-z0-9]+-(channel|kiosk-store|kiosk-instance|site-type)$/i;
// Login credentials travel in bodies only: a query string ends up in access logs. (Payment
// providers' return parameters such as PayPal's `token` are not credentials of the shopper.)
const SECRET_QUERY_PARAMS = ['password', 'username', 'client_secret'];

function jsonError(
  status: number,
  type: string,
  message: string,
  headers: Record<string, string | string[]> = {},
  reason?: string,
): ProxyResponse {
  return {
    status,
    headers: {
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'no-store',
      ...headers,
    },
    body: JSON.stringify({ errors: [{ type, message, ...(reason ? { reason } : {}) }] }),
  };
}

function tokenFromCookie(request: ProxyRequest): { token: string | null; present: boolean } {
  const value = parseCookies(request.headers['cookie'])[TOKEN_COOKIE];
  if (value === undefined || value === '') return { token: null, present: false };
  return { token: isBearerToken(value) ? value : null, present: true };
}

/** Logout or an unusable token: the token and its JavaScript-readable hint go together. */
function signedOutCookies(): string[] {
  return [clearedTokenCookie(), clearedSignedInCookie()];
}

function upstreamHeaders(request: ProxyRequest, token: string | null): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = firstHeaderValue(request.headers[name]);
    if (value && /^[\t\x20-\x7e]*$/.test(value)) headers[name] = value;
  }
  // Platform headers (x-{brand}-channel and the like) tell the back-end who is asking.
  for (const [name, value] of Object.entries(request.headers)) {
    const first = PLATFORM_HEADER.test(name) ? firstHeaderValue(value) : undefined;
    if (first && /^[\x20-\x7e]{1,100}$/.test(first)) headers[name] = first;
  }
  if (token) headers['authorization'] = `Bearer ${token}`;
  return headers;
}

/** grant_type of a token request, from its form or JSON body. */
function grantTypeOf(body: Uint8Array | null, mediaType: string): string | null {
  if (!body || body.length === 0) return null;
  const text = new TextDecoder().decode(body);
  if (mediaType === 'application/x-www-form-urlencoded')
    return new URLSearchParams(text).get('grant_type');
  try {
    const parsed = JSON.parse(text) as unknown;
    const grant = (parsed as Record<string, unknown> | null)?.['grant_type'];
    return typeof grant === 'string' ? grant : null;
  } catch {
    return null;
  }
}

/** The request checks that come before any upstream call; null when it may go on. */
function refusal(
  request: ProxyRequest,
  target: ProxyTarget,
  query: string,
  deps: ProxyDeps,
): ProxyResponse | null {
  const params = new URLSearchParams(query);
  if (SECRET_QUERY_PARAMS.some((name) => params.has(name)))
    return jsonError(400, 'ValidationError', 'Send credentials in the body, not in the URL');
  const safe = request.method === 'GET' || request.method === 'HEAD';
  if (safe && !changesStateOnGet(target.path)) return null;
  if (!isSameOriginRequest(request.headers, deps.publicOrigin))
    return jsonError(403, 'ForbiddenError', 'Cross-site requests are refused');
  if (!safe && request.body && request.body.length > 0) {
    const type = mediaTypeOf(request.headers);
    const formAllowed = target.kind === 'token' || target.kind === 'paymentPage';
    if (!isJsonMediaType(type) && !(formAllowed && type === 'application/x-www-form-urlencoded'))
      return jsonError(415, 'UnsupportedMediaTypeError', 'Send the body as application/json');
  }
  if (target.kind === 'token') {
    const grant = grantTypeOf(request.body, mediaTypeOf(request.headers));
    // Only a shopper's own login goes through the browser's proxy; client tokens are the
    // server's business and must never become a shopper's session cookie.
    if (grant !== 'password')
      return jsonError(400, 'UnsupportedGrantTypeError', 'Only the password grant is accepted');
  }
  return null;
}

function upstreamFailure(error: unknown, request: ProxyRequest): ProxyResponse {
  if (request.signal?.aborted)
    return { status: 499, headers: { 'cache-control': 'no-store' }, body: '' };
  const name = (error as { name?: unknown } | null)?.name;
  if (name === 'TimeoutError')
    return jsonError(504, 'GatewayTimeoutError', 'The commerce back-end did not answer in time');
  return jsonError(502, 'BadGatewayError', 'The commerce back-end is not reachable');
}

/**
 * An absolute Location on the back-end's own origin goes back through this proxy; a path
 * (the back-end sending the shopper to a storefront page) is left as it is.
 */
function publicLocation(location: string, baseUrl: string): string {
  if (!/^[a-z][a-z0-9+.-]*:/i.test(location)) return location;
  try {
    const base = new URL(baseUrl);
    const target = new URL(location);
    if (target.origin !== base.origin) return location;
    return `${COMMERCE_PROXY_PREFIX}${target.pathname}${target.search}${target.hash}`;
  } catch {
    return location;
  }
}

function tokenAnswer(
  bytes: Uint8Array,
  status: number,
  headers: Record<string, string | string[]>,
): ProxyResponse {
  let answer: Record<string, unknown>;
  try {
    answer = JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
  } catch {
    return jsonError(502, 'BadGatewayError', 'The token answer was not JSON');
  }
  const token = answer?.['access_token'];
  if (typeof token !== 'string' || !isBearerToken(token))
    return jsonError(502, 'BadGatewayError', 'The token answer had no usable token');
  const expiresIn =
    typeof answer['expires_in'] === 'number' && answer['expires_in'] > 0
      ? Math.floor(answer['expires_in'])
      : undefined;
  const { access_token: _a, refresh_token: _r, ...rest } = answer;
  return {
    status,
    headers: {
      ...headers,
      'content-type': 'application/json; charset=utf-8',
      'set-cookie': [tokenCookie(token, expiresIn), signedInCookie(expiresIn)],
    },
    body: JSON.stringify({
      ...rest,
      authenticated: true,
      ...(expiresIn ? { expires_in: expiresIn } : {}),
    }),
  };
}

/** OAuth 2 token revocation (RFC 7009) at the back-end; SAP Commerce's path too. */
export const REVOKE_PATH = '/authorizationserver/oauth/revoke';

/**
 * Logout ends the session at the back-end (issue 30, hole 6): the cookie's token is revoked
 * there, so a copy of it (a stolen cookie, a shared computer's history) stops working at once
 * instead of for the rest of its lifetime. The cookie is cleared whatever the back-end says: a
 * back-end that is down or refuses must not keep a shopper signed in on this browser.
 */
async function revokeAtBackEnd(request: ProxyRequest, deps: ProxyDeps): Promise<void> {
  const { token } = tokenFromCookie(request);
  if (!token) return;
  try {
    const answer = await (deps.fetch ?? fetch)(`${deps.baseUrl}${REVOKE_PATH}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, token_type_hint: 'access_token' }).toString(),
      redirect: 'manual',
      signal: AbortSignal.timeout(deps.timeoutMs ?? DEFAULT_PROXY_TIMEOUT_MS),
    });
    await answer.arrayBuffer();
  } catch {
    // Down or slow: the cookie still goes; the token then ends with its own lifetime.
  }
}

/**
 * Forwards a commerce call to the back-end with the bearer token from the cookie, after
 * checking the path against the allow-list, the origin of state-changing calls and the body
 * type. A token answer is turned into the cookie and its tokens are taken out of the body,
 * so JavaScript only learns that a login worked and for how long.
 */
export async function proxyCommerce(
  request: ProxyRequest,
  deps: ProxyDeps,
): Promise<ProxyResponse> {
  const queryAt = request.url.indexOf('?');
  const rawPath = queryAt === -1 ? request.url : request.url.slice(0, queryAt);
  const query = queryAt === -1 ? '' : request.url.slice(queryAt + 1);
  const checked = checkProxyPath(request.method, rawPath);
  if (!checked.ok) {
    const type = { 400: 'BadRequestError', 404: 'NotFoundError', 405: 'MethodNotAllowedError' };
    return jsonError(checked.status, type[checked.status], checked.message);
  }
  const { target } = checked;
  if (target.kind === 'occ' && isClosedOccPath(target.path))
    return jsonError(404, 'NotFoundError', 'Not found');
  const refused = refusal(request, target, query, deps);
  if (refused) return refused;
  if (target.kind === 'logout') {
    await revokeAtBackEnd(request, deps);
    return {
      status: 204,
      headers: { 'set-cookie': signedOutCookies(), 'cache-control': 'no-store' },
      body: '',
    };
  }
  // A registration is forwarded only with a solved captcha, spent by this check (ADR 0028).
  if (deps.captcha && isRegistrationCall(request.method, rawPath)) {
    const verdict = await deps.captcha.verify(captchaTokenOf(request.body));
    if (!verdict.ok)
      return jsonError(400, 'CaptchaError', CAPTCHA_MESSAGES[verdict.reason], {}, verdict.reason);
  }
  const now = deps.now ?? Date.now;
  const address = request.clientAddress ?? 'unknown';
  if (target.kind === 'token' && deps.loginThrottle) {
    const wait = await deps.loginThrottle.retryAfterSeconds(address, now());
    if (wait > 0)
      return jsonError(429, 'TooManyRequestsError', 'Too many failed logins; try again later', {
        'retry-after': String(wait),
      });
  }

  if (deps.abuseThrottle && isAbuseLimited(request.method, rawPath)) {
    const wait = await deps.abuseThrottle.retryAfterSeconds(address, now());
    if (wait > 0)
      return jsonError(429, 'TooManyRequestsError', 'Too many requests; try again later', {
        'retry-after': String(wait),
      });
    await deps.abuseThrottle.recordFailure(address, now());
  }

  const cookie = tokenFromCookie(request);
  const init: RequestInit = {
    method: request.method,
    headers: upstreamHeaders(request, target.kind === 'token' ? null : cookie.token),
    redirect: 'manual',
    signal: AbortSignal.any([
      AbortSignal.timeout(deps.timeoutMs ?? DEFAULT_PROXY_TIMEOUT_MS),
      ...(request.signal ? [request.signal] : []),
    ]),
  };
  if (
    request.body &&
    request.body.length > 0 &&
    request.method !== 'GET' &&
    request.method !== 'HEAD'
  ) {
    // A bag line carries only what a shopper may set: no gift flag, no price (hole 1).
    const body =
      target.kind === 'occ' && isEntryPath(target.path)
        ? shopperEntryBody(request.body)
        : request.body;
    init.body = new Blob([body as Uint8Array<ArrayBuffer>]);
  }
  let upstream: Response;
  let bytes: Uint8Array;
  try {
    upstream = await (deps.fetch ?? fetch)(`${deps.baseUrl}${request.url}`, init);
    bytes = new Uint8Array(await upstream.arrayBuffer());
  } catch (error) {
    return upstreamFailure(error, request);
  }
  const headers: Record<string, string | string[]> = {};
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers[name] = name === 'location' ? publicLocation(value, deps.baseUrl) : value;
  }
  headers['cache-control'] = 'no-store';

  if (target.kind === 'token') {
    if (upstream.ok) {
      await deps.loginThrottle?.recordSuccess(address);
      return tokenAnswer(bytes, upstream.status, headers);
    }
    if (upstream.status === 400 || upstream.status === 401)
      await deps.loginThrottle?.recordFailure(address, now());
  }
  // An expired, revoked or unusable token is dropped so the next call goes on as anonymous.
  if ((upstream.status === 401 && cookie.present) || (cookie.present && cookie.token === null)) {
    headers['set-cookie'] = signedOutCookies();
  } else if (!cookie.present && parseCookies(request.headers['cookie'])[SIGNED_IN_COOKIE]) {
    // The token cookie expired before its hint did: the page must stop believing it.
    headers['set-cookie'] = clearedSignedInCookie();
  }
  return { status: upstream.status, headers, body: bytes };
}
