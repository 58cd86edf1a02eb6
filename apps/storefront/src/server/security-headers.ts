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

/**
 * Powerful features the storefront never uses, switched off for it and anything it frames.
 * Payment (the Payment Request API of wallets) stays allowed for the site itself.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'autoplay=()',
  'camera=()',
  'display-capture=()',
  'geolocation=(self)',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=(self)',
  'usb=()',
  'interest-cohort=()',
].join(', ');

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
    // Nothing on the site uses these; a script that got in (or a framed page) cannot either.
    'permissions-policy': PERMISSIONS_POLICY,
  };
  // HSTS only means something over TLS: sent over a TLS socket, or on every answer when the
  // configuration says the site is HTTPS (HSTS=1), never because a request claims it.
  if (options.secure) headers['strict-transport-security'] = 'max-age=31536000; includeSubDomains';
  return headers;
}

/**
 * Whether the request reached this server over TLS. X-Forwarded-Proto is not read: any
 * client can send it (issue 30); behind a TLS proxy, HSTS=1 says it instead.
 */
export function isSecureRequest(encrypted: boolean): boolean {
  return encrypted;
}
