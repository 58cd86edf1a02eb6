import { firstHeaderValue } from './header-value.js';

type Headers = Readonly<Record<string, string | string[] | undefined>>;

/**
 * CSRF defence for state-changing calls (OWASP: verify the source origin). Browsers send
 * `Sec-Fetch-Site` on every request and `Origin` on every non-GET one, so a call that has
 * neither did not come from a page of ours: it is refused too. The host compared with is the
 * request's own Host (what the browser addressed; nginx passes it through), or the configured
 * public origin's host when there is one.
 */
export function isSameOriginRequest(headers: Headers, publicOrigin?: string | null): boolean {
  const fetchSite = firstHeaderValue(headers['sec-fetch-site']);
  if (fetchSite !== undefined) return fetchSite === 'same-origin';
  const origin = firstHeaderValue(headers['origin']);
  if (origin === undefined || origin === 'null') return false;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    return false;
  }
  const expected = publicOrigin ? hostOf(publicOrigin) : firstHeaderValue(headers['host']);
  return expected !== undefined && expected !== null && originHost === expected.toLowerCase();
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/** The body's media type, lower case, without parameters ('' when there is none). */
export function mediaTypeOf(headers: Headers): string {
  return (
    (firstHeaderValue(headers['content-type']) ?? '').split(';')[0]?.trim().toLowerCase() ?? ''
  );
}

export function isJsonMediaType(type: string): boolean {
  return type === 'application/json' || /^application\/[a-z0-9.+-]+\+json$/.test(type);
}
