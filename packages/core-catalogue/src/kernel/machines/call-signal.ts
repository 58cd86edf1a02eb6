/**
 * The part of the platform's AbortSignal a port call may read. The core compiles against the
 * ES library only (no DOM, no Node types), so it names this shape instead of AbortSignal; an
 * AbortSignal fits it, and an adapter can take `{ signal?: AbortSignal }` and hand it to fetch.
 * One shape for every core package, so one adapter serves them all.
 */
export interface CallSignal {
  readonly aborted: boolean;
  readonly reason?: unknown;
  addEventListener(type: 'abort', listener: () => void, options?: { once?: boolean }): void;
  removeEventListener(type: 'abort', listener: () => void): void;
}

/** The last, optional argument of every port call: stopping the calling actor aborts it. */
export interface CallOptions {
  signal?: CallSignal;
}
