// How a browser read failed, decided once for every screen (ADR 0050): the read layer
// classifies the thrown value here, retries what may pass by itself, and a screen only picks
// its words and its way forward from the kind.

/**
 * - `offline`: the request never got an answer (network down, DNS, CORS).
 * - `timeout`: the client's deadline passed.
 * - `server`: the back-end answered 5xx (or 429): worth another try later.
 * - `notFound`: 404, the thing is not there (or is not the shopper's).
 * - `unauthorised`: 401 or 403, the session is gone: sign in again.
 * - `refused`: any other 4xx, the request itself is wrong: trying again changes nothing.
 * - `malformed`: an answer the schema refused; the same answer comes back next time.
 * - `aborted`: the reader left; nobody is told.
 * - `unknown`: anything else (a bug in the fetcher): not retried, shown as a failure.
 */
export type ReadFailureKind =
  | 'offline'
  | 'timeout'
  | 'server'
  | 'notFound'
  | 'unauthorised'
  | 'refused'
  | 'malformed'
  | 'aborted'
  | 'unknown';

export interface ReadFailure {
  readonly kind: ReadFailureKind;
  /** The HTTP status, when the failure carried one. */
  readonly status: number | null;
  /** What was thrown, for logging. */
  readonly cause: unknown;
}

const RETRIABLE: ReadonlySet<ReadFailureKind> = new Set(['offline', 'timeout', 'server']);

/** Only failures that may pass by themselves are tried again. */
export function isRetriable(kind: ReadFailureKind): boolean {
  return RETRIABLE.has(kind);
}

const field = (value: unknown, name: string): unknown =>
  typeof value === 'object' && value !== null
    ? (value as Record<string, unknown>)[name]
    : undefined;

function statusOf(error: unknown): number | null {
  for (const name of ['status', 'statusCode']) {
    const value = field(error, name);
    if (typeof value === 'number' && value > 0) return value;
  }
  return null;
}

function kindOfStatus(status: number): ReadFailureKind {
  if (status === 404 || status === 410) return 'notFound';
  if (status === 401 || status === 403) return 'unauthorised';
  if (status === 429 || status >= 500) return 'server';
  return 'refused';
}

// The OCC client's failures (adapters-commerce's PageFetchHybrisError) carry their own kind.
const CLIENT_KINDS: Readonly<Record<string, ReadFailureKind>> = {
  timeout: 'timeout',
  network: 'offline',
  malformed: 'malformed',
  redirect: 'refused',
  aborted: 'aborted',
};

/**
 * The one classification of a failed read: the OCC client's error (`kind`, `status`), a
 * fetch helper's `{ status }`, fetch's own TypeError, an AbortError, a ZodError.
 */
export function classifyReadFailure(error: unknown): ReadFailure {
  const status = statusOf(error);
  const make = (kind: ReadFailureKind): ReadFailure => ({ kind, status, cause: error });
  const name = field(error, 'name');
  if (name === 'AbortError') return make('aborted');
  const clientKind = field(error, 'kind');
  if (typeof clientKind === 'string' && clientKind !== 'http') {
    const kind = CLIENT_KINDS[clientKind];
    if (kind) return make(kind);
  }
  if (status !== null) return make(kindOfStatus(status));
  if (name === 'ZodError') return make('malformed');
  // fetch() rejects with a TypeError when no answer came at all.
  if (error instanceof TypeError) return make('offline');
  return make('unknown');
}
