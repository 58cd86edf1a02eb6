import { validation } from './errors.js';

/**
 * Where a payment's browser pages (3DS2 challenge, provider page) send the shopper back.
 * Unchecked, `returnUrl` made the sandbox an open redirect (a 303 to any site, e.g. a
 * phishing copy of the checkout) and a non-Latin-1 one crashed the header write. Allowed:
 *
 * - a path on the shopper's own site: one leading `/` (not `//`, which browsers read as
 *   another host), no backslash (browsers read `/\` as `//` too), no control characters
 *   (a CR or LF would split the header; a tab is dropped by URL parsers, hiding a `//`);
 * - an absolute http(s) URL whose origin is in `allowedReturnOrigins`.
 */

/** A base for resolving paths; only the path, query and fragment of the result are used. */
const PATH_BASE = 'http://sandbox.invalid';

function hasUnsafeCharacter(text: string): boolean {
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    // C0 controls, DEL and C1 controls; the backslash.
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f) || code === 0x5c) return true;
  }
  return false;
}

interface Target {
  url: URL;
  relative: boolean;
}

/** The parsed target, or null when the return URL is not an allowed one. */
function targetOf(raw: string, allowedOrigins: readonly string[]): Target | null {
  if (raw === '' || hasUnsafeCharacter(raw)) return null;
  if (raw.startsWith('/')) {
    if (raw.startsWith('//')) return null;
    const url = new URL(raw, PATH_BASE);
    // Dot segments can still resolve to `//host` (`/.//evil.example`): check the result.
    if (url.origin !== PATH_BASE || url.pathname.startsWith('//')) return null;
    return { url, relative: true };
  }
  if (!URL.canParse(raw)) return null;
  const url = new URL(raw);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username !== '' || url.password !== '') return null;
  if (!allowedOrigins.includes(url.origin)) return null;
  return { url, relative: false };
}

/** Checks a payment's return URL at creation: an unallowed one is a 400 saying why. */
export function checkReturnUrl(raw: string, allowedOrigins: readonly string[]): string {
  if (!targetOf(raw, allowedOrigins)) {
    throw validation(
      "returnUrl must be a path on this site (a single leading '/', no '//', backslashes or " +
        'control characters) or an absolute http(s) URL on an allowed origin (the sandbox ' +
        'option allowedReturnOrigins)',
      'returnUrl',
      'payment.returnUrl.invalid',
    );
  }
  return raw;
}

/**
 * The Location header back to the return URL with `params` added to its query, always
 * ASCII (the URL serialiser percent-encodes the rest), or null when the stored URL is no
 * longer allowed (an older row, or a changed allow-list): then there is no redirect.
 */
export function returnLocation(
  raw: string,
  params: Readonly<Record<string, string>>,
  allowedOrigins: readonly string[],
): string | null {
  const target = targetOf(raw, allowedOrigins);
  if (!target) return null;
  const { url } = target;
  const extra = new URLSearchParams(params).toString();
  url.search = url.search.length > 1 ? `${url.search.slice(1)}&${extra}` : extra;
  return target.relative ? `${url.pathname}${url.search}${url.hash}` : url.href;
}

/** `allowedReturnOrigins` as given to the server: each must be a bare http(s) origin. */
export function normaliseOrigins(origins: readonly string[] | undefined): string[] {
  return (origins ?? []).map((origin) => {
    const url = URL.canParse(origin) ? new URL(origin) : null;
    if (
      !url ||
      (url.protocol !== 'https:' && url.protocol !== 'http:') ||
      url.pathname !== '/' ||
      url.search !== '' ||
      url.hash !== '' ||
      url.username !== '' ||
      url.password !== ''
    ) {
      throw new TypeError(
        `allowedReturnOrigins: '${origin}' is not an origin like https://shop.example`,
      );
    }
    return url.origin;
  });
}
