/** Query parameters whose values never reach a log line. */
const SECRET_PARAMS =
  /^(?:password|new|old|token|access_token|refresh_token|code|client_secret|cvc|cvv|cardnumber|email)$/i;
const EMAIL_SEGMENT = /@|%40/i;

/**
 * A request URL as it may be logged: secret query values and e-mail path segments (the
 * guest order lookup puts the address in the path) are replaced, and the line is bounded.
 * The log is read by operators; shoppers' credentials and addresses stay out of it.
 */
export function loggableUrl(url: string): string {
  const at = url.indexOf('?');
  const path = (at === -1 ? url : url.slice(0, at))
    .split('/')
    .map((segment) => (EMAIL_SEGMENT.test(segment) ? '[email]' : segment))
    .join('/');
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
