/**
 * Which proxied commerce calls create an account, and the captcha token they carry.
 * docs/product/commerce-api.md §3 and the express register of docs/product/checkout.md §11: both
 * are `POST /occ/v2/{site}/users` with the registration in a JSON body whose `reCaptchaToken` holds
 * the token.
 */

/**
 * One path segment as a Spring back-end (SAP Commerce's OCC) routes it: percent escapes
 * decoded, `;matrix` parameters and a `.json`-style suffix dropped, case ignored. Comparing
 * the raw text instead would let `/us%65rs`, `/users;x=1` or `/users.json` through unchecked.
 */
export function routedSegment(segment: string): string {
  let text = segment;
  try {
    text = decodeURIComponent(segment);
  } catch {
    // The proxy's path check already refused broken escapes.
  }
  return text
    .replace(/;.*$/s, '')
    .replace(/\.[a-z0-9]+$/i, '')
    .toLowerCase();
}

/**
 * A raw proxied path as the back-end routes it: each segment through routedSegment, a
 * trailing slash dropped. The proxy's path rules (closed paths, entry bodies, state-changing
 * GETs, abuse limits) test this form, so no spelling of a path slips past one of them.
 */
export function routedPath(rawPath: string): string {
  const segments = rawPath.split('/').map(routedSegment);
  if (segments.at(-1) === '') segments.pop();
  return segments.join('/');
}

/** A call that registers a user: POST on the users collection of an OCC site. */
export function isRegistrationCall(method: string, rawPath: string): boolean {
  if (method.toUpperCase() !== 'POST') return false;
  const segments = rawPath.split('/').slice(1);
  if (segments.at(-1) === '') segments.pop();
  return (
    segments.length === 4 &&
    routedSegment(segments[0] ?? '') === 'occ' &&
    routedSegment(segments[1] ?? '') === 'v2' &&
    routedSegment(segments[3] ?? '') === 'users'
  );
}

/** The body's `reCaptchaToken`; undefined when the body is not a JSON object holding one. */
export function captchaTokenOf(body: Uint8Array | null): unknown {
  if (!body || body.length === 0) return undefined;
  try {
    const parsed = JSON.parse(new TextDecoder().decode(body)) as unknown;
    if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) return undefined;
    return (parsed as Record<string, unknown>)['reCaptchaToken'];
  } catch {
    return undefined;
  }
}
