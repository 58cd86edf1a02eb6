import { firstHeaderValue } from './header-value.js';

/**
 * The Content-Security-Policy. Scripts: only our own files plus the inline hydration data,
 * which is JSON (`type="application/json"`), not script, so no 'unsafe-inline' is needed for
 * scripts. Styles allow inline because React style attributes (module margins, brand colours
 * from the CMS) are rendered inline.
 * @param scriptOrigins other origins a page loads a script from (the cross-border provider's
 *   helper on its checkout page), each an https origin; anything else is dropped.
 */
export function contentSecurityPolicy(options: {
  dev: boolean;
  scriptOrigins?: readonly string[];
}): string {
  const extra = (options.scriptOrigins ?? []).filter((origin) =>
    /^https:\/\/[a-z0-9.-]+(:\d+)?$/i.test(origin),
  );
  const scriptSrc = [
    "'self'",
    ...(options.dev ? ["'unsafe-inline'", "'unsafe-eval'"] : []),
    ...extra,
  ].join(' ');
  const connectSrc = options.dev ? "'self' ws: wss:" : "'self'";
  return [
    "default-src 'self'",
    `script-src ${scriptSrc}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    "font-src 'self' data:",
    `connect-src ${connectSrc}`,
    "frame-ancestors 'self'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Security headers of every answer. */
export function securityHeaders(options: {
  secure: boolean;
  dev: boolean;
}): Record<string, string> {
  const headers: Record<string, string> = {
    'content-security-policy': contentSecurityPolicy({ dev: options.dev }),
    'x-content-type-options': 'nosniff',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-frame-options': 'SAMEORIGIN',
    'cross-origin-opener-policy': 'same-origin',
  };
  // HSTS only means something over TLS; sent when the request came through HTTPS
  // (directly or behind a proxy that says so).
  if (options.secure) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

/** Whether the request reached us over TLS, directly or through a trusted proxy. */
export function isSecureRequest(
  headers: Readonly<Record<string, string | string[] | undefined>>,
  encrypted: boolean,
): boolean {
  if (encrypted) return true;
  const value = firstHeaderValue(headers['x-forwarded-proto']);
  return value?.split(',')[0]?.trim().toLowerCase() === 'https';
}
