import type { OccErrorEntry } from '../wire/error-entry.js';

/** One item of the OCC error envelope (docs/product/errors.md §4): the wire's one definition. */
export type OccErrorItem = OccErrorEntry;

/**
 * How a call failed; `http` means the back-end answered with an error status, `aborted` that
 * the caller aborted it (its signal: the calling actor was stopped or left its state).
 */
export type FetchFailureKind =
  'http' | 'timeout' | 'network' | 'redirect' | 'malformed' | 'aborted';

/** docs/product/errors.md §2: the page error class of any failed data fetch. */
export class PageFetchError extends Error {
  override readonly name: string = 'PageFetchError';
}

export interface PageFetchHybrisErrorInit {
  status: number;
  errors: OccErrorItem[];
  kind: FetchFailureKind;
  method: string;
  path: string;
  cause?: unknown;
}

/**
 * A failed commerce call. The shape `{ status, errors }` is what core's classifyCartError,
 * classifyPaymentError and the session error rules read, so machines classify it directly.
 */
export class PageFetchHybrisError extends PageFetchError {
  override readonly name = 'PageFetchHybrisError';
  readonly status: number;
  readonly errors: OccErrorItem[];
  readonly kind: FetchFailureKind;
  readonly method: string;
  readonly path: string;
  /** Whether monitoring should hear about it (docs/product/errors.md §3). */
  readonly reportable: boolean;

  constructor(init: PageFetchHybrisErrorInit) {
    const first = init.errors[0];
    super(
      `${init.method} ${init.path} failed (${init.kind}${init.status ? ` ${init.status}` : ''})` +
        (first ? `: ${first.type}: ${first.message}` : ''),
      init.cause === undefined ? undefined : { cause: init.cause },
    );
    this.status = init.status;
    this.errors = init.errors;
    this.kind = init.kind;
    this.method = init.method;
    this.path = init.path;
    this.reportable = isReportable(init.kind, init.errors);
  }
}

const UNREPORTED_TYPES = new Set(['UnknownIdentifierError', 'InvalidTokenError']);
const UNREPORTED_CODES = new Set(['CLIENT_ID_NOT_FOUND']);

/**
 * Back-end ("Hybris") errors are the back-end's business and are not reported, nor are
 * unknown ids and invalid tokens (they are expected: stale links, expired sessions), nor
 * CLIENT_ID_NOT_FOUND, nor a call its caller aborted (nothing went wrong: nobody waits for
 * it any more). What is left is ours: timeouts, network failures, redirects we do not follow
 * and bodies we cannot read.
 */
export function isReportable(kind: FetchFailureKind, errors: readonly OccErrorItem[]): boolean {
  if (kind === 'http' || kind === 'aborted') return false;
  return !errors.some(
    (error) =>
      UNREPORTED_TYPES.has(error.type) ||
      (error.errorCode !== undefined && UNREPORTED_CODES.has(error.errorCode)),
  );
}

export function isPageFetchHybrisError(error: unknown): error is PageFetchHybrisError {
  return error instanceof PageFetchHybrisError;
}
