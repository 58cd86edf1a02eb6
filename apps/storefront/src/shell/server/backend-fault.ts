/**
 * Whether a failed load means a back-end (commerce or content) is down, too slow or answering
 * nonsense, rather than the page being wrong. The shopper then gets the server-error page
 * with 503 Service Unavailable, which tells caches and crawlers to come back later, instead of
 * 500. Reads the OCC client's failure kind (adapters-commerce), a fetch that never connected
 * (`TypeError: fetch failed`) and an abort by timeout.
 */
export function isBackendUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { kind?: unknown; status?: unknown; name?: unknown; message?: unknown };
  if (e.kind === 'timeout' || e.kind === 'network' || e.kind === 'malformed') return true;
  if (e.kind === 'http' && typeof e.status === 'number' && e.status >= 500) return true;
  if (e.name === 'TimeoutError') return true;
  return e.name === 'TypeError' && e.message === 'fetch failed';
}
