/** Query parameters whose values never reach a log line. */
const SECRET_PARAMS =
  /^(?:password|new|old|token|access_token|refresh_token|code|client_secret|cvc|cvv|cardnumber|email|username|userid|uid|lastname|postalcode|phone)$/i;
const EMAIL_SEGMENT = /@|%40/i;
/** `/{site}/wishlist/{share token}`: the token opens a shopper's wishlist to whoever holds it. */
const SHARED_WISHLIST = /^(\/[a-z]{2}-[a-z]{2}\/wishlist\/)[^/]+/;

/**
 * A request URL as it may be logged: secret query values, e-mail path segments (the guest
 * order lookup puts the address in the path) and wishlist share tokens are replaced, and
 * the line is bounded.
 * The log is read by operators; shoppers' credentials and addresses stay out of it.
 */
export function loggableUrl(url: string): string {
  const at = url.indexOf('?');
  const path = (at === -1 ? url : url.slice(0, at))
    .split('/')
    .map((segment) => (EMAIL_SEGMENT.test(segment) ? '[email]' : segment))
    .join('/')
    .replace(SHARED_WISHLIST, '$1[token]');
  let line = path;
  if (at !== -1) {
    const params = new URLSearchParams(url.slice(at + 1));
    const shown = new URLSearchParams();
    for (const [name, value] of params)
      shown.append(name, SECRET_PARAMS.test(name) ? '[redacted]' : value);
    line = `${path}?${shown.toString()}`;
  }
  return line.length > 512 ? `${line.slice(0, 512)}…` : line;
}
