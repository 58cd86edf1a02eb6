import { isSiteCode } from '@atelier/core-catalogue';

/**
 * Which paths the /api/commerce proxy forwards, and with which methods. Anything else never
 * reaches the back-end: the browser only needs the OCC API of a storefront site, the token
 * endpoint, and the sandbox's payment pages (3DS challenge, provider, voucher barcode) and its
 * cross-border provider's script (ADR 0054), which the embedded sandbox links through this proxy
 * so its own address stays private.
 */
export type ProxyTarget =
  | { kind: 'occ'; path: string }
  | { kind: 'token'; path: string }
  | { kind: 'logout'; path: string }
  | { kind: 'paymentPage'; path: string };

export type ProxyPathResult =
  { ok: true; target: ProxyTarget } | { ok: false; status: 400 | 404 | 405; message: string };

const OCC_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE']);
// RFC 3986 pchar: unreserved, sub-delims, ':', '@' and percent escapes. No backslash, no
// spaces, no control or non-ASCII bytes (Node hands those through as they came).
const SEGMENT = /^(?:[A-Za-z0-9\-._~!$&'()*+,;=:@]|%[0-9A-Fa-f]{2})+$/;
// Encoded dots, slashes and backslashes: a later decode would turn them into '..', '/'
// or '\' after this check has passed.
const ENCODED_SEPARATOR = /%(?:2e|2f|5c|00)/i;
const OCC_PATH = /^\/occ\/v2\/([^/]+)\/./;
const PAYMENT_PAGE =
  /^\/sandbox\/(?:(?:3ds2\/challenge|provider)\/[A-Za-z0-9_-]{1,64}(?:\/(approve|deny))?|barcode\/[A-Za-z0-9_-]{1,64}\.svg|provider\/sandbox-pages\.css|cross-border\/client\.js)$/;
const TOKEN_PATH = '/authorizationserver/oauth/token';
const LOGOUT_PATH = '/logout';

function bad(message: string): ProxyPathResult {
  return { ok: false, status: 400, message };
}

function notFound(): ProxyPathResult {
  return { ok: false, status: 404, message: 'No such commerce path' };
}

function methodNotAllowed(message: string): ProxyPathResult {
  return { ok: false, status: 405, message };
}

/** Checks the raw path (as sent, before any decoding) and names what it is for. */
export function checkProxyPath(method: string, rawPath: string): ProxyPathResult {
  if (!rawPath.startsWith('/')) return bad('The path must start with /');
  if (rawPath.length > 2048) return bad('The path is too long');
  if (ENCODED_SEPARATOR.test(rawPath)) return bad('Encoded dots, slashes or NUL in the path');
  const segments = rawPath.slice(1).split('/');
  // A trailing slash is allowed (OCC accepts both); any other empty segment is not.
  const last = segments.length - 1;
  for (const [i, segment] of segments.entries()) {
    if (segment === '' && i === last && i > 0) continue;
    if (segment === '' || segment === '.' || segment === '..')
      return bad('Empty, dot or dot-dot segments in the path');
    if (!SEGMENT.test(segment)) return bad('Characters that are not allowed in a path');
  }
  try {
    decodeURIComponent(rawPath);
  } catch {
    return bad('A broken percent escape in the path');
  }

  if (rawPath === TOKEN_PATH) {
    return method === 'POST'
      ? { ok: true, target: { kind: 'token', path: rawPath } }
      : methodNotAllowed('Use POST');
  }
  if (rawPath === LOGOUT_PATH) {
    return method === 'POST'
      ? { ok: true, target: { kind: 'logout', path: rawPath } }
      : methodNotAllowed('Use POST');
  }
  const page = PAYMENT_PAGE.exec(rawPath);
  if (page) {
    const decision = page[1] !== undefined;
    if (decision ? method !== 'POST' : method !== 'GET' && method !== 'HEAD')
      return methodNotAllowed(decision ? 'Use POST' : 'Use GET');
    return { ok: true, target: { kind: 'paymentPage', path: rawPath } };
  }
  const occ = OCC_PATH.exec(rawPath);
  if (occ && isSiteCode(occ[1] ?? '')) {
    if (!OCC_METHODS.has(method)) return methodNotAllowed(`${method} is not allowed`);
    return { ok: true, target: { kind: 'occ', path: rawPath } };
  }
  return notFound();
}
