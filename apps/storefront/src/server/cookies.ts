import { parseCookie } from 'cookie';

type HeaderValue = string | string[] | undefined;

/**
 * The request's cookies, read by the `cookie` package (RFC 6265 parsing, first occurrence
 * of a name wins, values percent-decoded where they decode). Several Cookie headers (HTTP/2
 * may split them) are read as one.
 */
export function parseCookies(header: HeaderValue): Record<string, string> {
  const text = Array.isArray(header) ? header.join('; ') : header;
  if (!text) return {};
  const cookies: Record<string, string> = {};
  for (const [name, value] of Object.entries(parseCookie(text))) {
    if (value !== undefined) cookies[name] = value;
  }
  return cookies;
}
