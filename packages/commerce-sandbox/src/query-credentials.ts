import { OccError } from './errors.js';

/**
 * Secrets travel in the request body only. A query string is written to access logs by
 * every proxy, load balancer and server on the way, and kept in browser history; a body
 * is not. A request naming any of `names` in its query is refused (400) before anything
 * else is read, so the mistake shows up at once instead of leaking quietly.
 */
export function refuseQueryCredentials(
  query: Readonly<Record<string, string>>,
  names: readonly string[],
  options: { oauth?: boolean } = {},
): void {
  const found = names.filter((name) => Object.hasOwn(query, name));
  if (found.length === 0) return;
  const message = `${found.join(', ')} must be sent in the request body, never in the query string (URLs are logged)`;
  throw new OccError(
    400,
    [
      {
        type: 'ValidationError',
        message,
        reason: 'credentialsInQuery',
        subject: found[0] ?? '',
        subjectType: 'parameter',
      },
    ],
    // OAuth clients read `error`; OCC clients read `errors[]`.
    options.oauth ? { error: 'invalid_request', error_description: message } : {},
  );
}
