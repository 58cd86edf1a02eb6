import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ReadFailureKind } from './read-failure.js';
import { DEFAULT_RETRY, nextRetry, retryDelay, type RetryPolicy } from './retry-policy.js';

const policies = fc
  .record({
    retries: fc.integer({ min: 0, max: 6 }),
    baseMs: fc.integer({ min: 0, max: 5_000 }),
    maxMs: fc.integer({ min: 0, max: 60_000 }),
  })
  .map((policy): RetryPolicy => ({ ...policy, maxMs: Math.max(policy.maxMs, policy.baseMs) }));

const KINDS: ReadFailureKind[] = [
  'offline',
  'timeout',
  'server',
  'notFound',
  'unauthorised',
  'refused',
  'malformed',
  'aborted',
  'unknown',
];

describe('retry policy', () => {
  it('waits longer (or as long) each retry, never past the cap', () => {
    fc.assert(
      fc.property(policies, fc.integer({ min: 0, max: 2_000 }), (policy, retry) => {
        const wait = retryDelay(retry, policy);
        expect(wait).toBeGreaterThanOrEqual(0);
        expect(wait).toBeLessThanOrEqual(policy.maxMs);
        expect(retryDelay(retry + 1, policy)).toBeGreaterThanOrEqual(wait);
      }),
    );
  });

  it('tries at most `retries` times more, and only after failures that may pass', () => {
    fc.assert(
      fc.property(policies, fc.constantFrom(...KINDS), (policy, kind) => {
        let failures = 0;
        // Fail until the policy gives up: the number of tries is bounded by the policy.
        while (nextRetry(kind, failures + 1, policy) !== null) failures += 1;
        const retried = ['offline', 'timeout', 'server'].includes(kind);
        expect(failures).toBe(retried ? policy.retries : 0);
      }),
    );
  });

  it('by default: a blip passes on the second try 400 ms later, a dead service fails on the third', () => {
    expect(nextRetry('server', 1, DEFAULT_RETRY)).toBe(400);
    expect(nextRetry('offline', 2, DEFAULT_RETRY)).toBe(800);
    expect(nextRetry('server', 3, DEFAULT_RETRY)).toBeNull();
    expect(nextRetry('notFound', 1, DEFAULT_RETRY)).toBeNull();
  });
});
