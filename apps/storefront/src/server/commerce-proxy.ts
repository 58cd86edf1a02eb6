import { parseCookies } from './cookies.js';
import { TOKEN_COOKIE, clearedTokenCookie, tokenCookie } from './token-cookie.js';

export const COMMERCE_PROXY_PREFIX = '/api/commerce';
const TOKEN_PATH = '/authorizationserver/oauth/token';
const LOGOUT_PATH = '/logout';

export interface ProxyRequest {
  method: string;
  /** Path and query after /api/commerce, e.g. '/occ/v2/es-es/products/1?fields=FULL'. */
  url: string;
  headers: Readonly<Record<string, string | string[] | undefined>>;
  body: Uint8Array | null;
}

export interface ProxyResponse {
  status: number;
  headers: Record<string, string | string[]>;
  body: Uint8Array | string;
}

// Only these request headers reach the back-end: no cookies, no client Authorization
// (the token comes from the httpOnly cookie), no hop-by-hop headers.
const FORWARDED_REQUEST_HEADERS = ['accept', 'accept-language', 'content-type'];
const FORWARDED_RESPONSE_HEADERS = ['content-type', 'location', 'cache-control'];

function firstValue(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

function upstreamHeaders(request: ProxyRequest): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const name of FORWARDED_REQUEST_HEADERS) {
    const value = firstValue(request.headers[name]);
    if (value) headers[name] = value;
  }
  // Platform headers (x-{brand}-channel and the like) tell the back-end who is asking.
  for (const [name, value] of Object.entries(request.headers)) {
    if (/^x-[a-z0-9]+-(channel|kiosk-store|kiosk-instance|site-type)$/i.test(name)) {
      const first = firstValue(value);
      if (first) headers[name] = first;
    }
  }
  const token = parseCookies(firstValue(request.headers['cookie']))[TOKEN_COOKIE];
  if (token) headers['authorization'] = `Bearer ${token}`;
  return headers;
}

/**
 * Forwards a commerce call to the back-end with the bearer token from the cookie. A token
 * answer is turned into the cookie and its tokens are taken out of the body, so JavaScript
 * only learns that a login worked and for how long.
 */
export async function proxyCommerce(
  request: ProxyRequest,
  deps: { baseUrl: string; fetch?: typeof fetch; timeoutMs?: number },
): Promise<ProxyResponse> {
  const userAgent = firstValue(request.headers['user-agent']);
  const path = request.url.split('?')[0] ?? '';
  if (path === LOGOUT_PATH && request.method === 'POST') {
    return {
      status: 204,
      headers: { 'set-cookie': clearedTokenCookie(userAgent), 'cache-control': 'no-store' },
      body: '',
    };
  }
  if (!path.startsWith('/') || path.includes('..') || path.startsWith('//')) {
    return {
      status: 400,
      headers: { 'content-type': 'application/json' },
      body: '{"errors":[{"type":"BadRequest"}]}',
    };
  }
  const doFetch = deps.fetch ?? fetch;
  const init: RequestInit = {
    method: request.method,
    headers: upstreamHeaders(request),
    redirect: 'manual',
    signal: AbortSignal.timeout(deps.timeoutMs ?? 20_000),
  };
  if (request.body && request.method !== 'GET' && request.method !== 'HEAD') {
    init.body = new Blob([request.body as Uint8Array<ArrayBuffer>]);
  }
  const upstream = await doFetch(`${deps.baseUrl}${request.url}`, init);
  const headers: Record<string, string | string[]> = { 'cache-control': 'no-store' };
  for (const name of FORWARDED_RESPONSE_HEADERS) {
    const value = upstream.headers.get(name);
    if (value) headers[name] = value;
  }
  headers['cache-control'] = 'no-store';
  const bytes = new Uint8Array(await upstream.arrayBuffer());

  if (path === TOKEN_PATH && upstream.ok) {
    const answer = JSON.parse(new TextDecoder().decode(bytes)) as Record<string, unknown>;
    const token = typeof answer['access_token'] === 'string' ? answer['access_token'] : null;
    if (token) {
      const expiresIn = typeof answer['expires_in'] === 'number' ? answer['expires_in'] : undefined;
      headers['set-cookie'] = tokenCookie(token, userAgent);
      const { access_token: _a, refresh_token: _r, ...rest } = answer;
      return {
        status: upstream.status,
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({
          ...rest,
          authenticated: true,
          ...(expiresIn ? { expires_in: expiresIn } : {}),
        }),
      };
    }
  }
  // An expired or revoked token is dropped so the next call goes on as anonymous.
  if (
    upstream.status === 401 &&
    parseCookies(firstValue(request.headers['cookie']))[TOKEN_COOKIE]
  ) {
    headers['set-cookie'] = clearedTokenCookie(userAgent);
  }
  return { status: upstream.status, headers, body: bytes };
}
