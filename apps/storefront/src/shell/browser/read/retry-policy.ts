// When a failed read is tried again (ADR 0050): a few times, further apart each time, and
// only for failures that may pass by themselves (read-failure.ts).
import { isRetriable, type ReadFailureKind } from './read-failure.js';

export interface RetryPolicy {
  /** Tries after the first one; 0 never retries. */
  readonly retries: number;
  /** The wait before the first retry, in milliseconds; each next one doubles it. */
  readonly baseMs: number;
  /** No wait is longer than this. */
  readonly maxMs: number;
}

/** Two more tries, 400 ms then 800 ms later: a blip passes, a dead service fails in ~1.2 s. */
export const DEFAULT_RETRY: RetryPolicy = { retries: 2, baseMs: 400, maxMs: 4000 };

/** The wait before retry number `retry` (0 for the first): doubling, capped. */
export function retryDelay(retry: number, policy: RetryPolicy): number {
  const doubled = policy.baseMs * 2 ** Math.max(0, Math.floor(retry));
  return Math.min(policy.maxMs, Number.isFinite(doubled) ? doubled : policy.maxMs);
}

/**
 * What follows failure number `failures` (1 for the first) of kind `kind`: the wait before
 * the next try, or null when the read has failed for good.
 */
export function nextRetry(
  kind: ReadFailureKind,
  failures: number,
  policy: RetryPolicy,
): number | null {
  if (!isRetriable(kind) || failures > policy.retries) return null;
  return retryDelay(failures - 1, policy);
}
