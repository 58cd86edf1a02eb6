import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { afterFailure, delayAfter, LOGIN_THROTTLE, lockedFor } from '../src/login-throttle.js';

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 10, 22, 12);

function failTimes(times: number[]) {
  return times.reduce<ReturnType<typeof afterFailure> | undefined>(
    (state, at) => afterFailure(state, at),
    undefined,
  );
}

describe('login throttle: growing delays (pure, ADR 0039)', () => {
  it('lets four failures through, then waits 30 s after the fifth, doubling up to 5 minutes', () => {
    const four = failTimes([T0, T0 + 1, T0 + 2, T0 + 3]);
    expect(lockedFor(four, T0 + 4)).toBeNull();
    const five = afterFailure(four, T0 + 4);
    expect(five).toEqual({ failures: 5, lastFailureAt: T0 + 4 });
    expect(lockedFor(five, T0 + 4)).toBe(30);
    expect(lockedFor(five, T0 + 4 + 29_000)).toBe(1);
    expect(lockedFor(five, T0 + 4 + 30_000)).toBeNull();
    expect([5, 6, 7, 8, 9, 10, 20].map((n) => delayAfter(n) / 1000)).toEqual([
      30, 60, 120, 240, 300, 300, 300,
    ]);
  });

  it('forgets the count 15 minutes after the last failure', () => {
    const five = failTimes([0, 1, 2, 3, 4].map((m) => T0 + m * MINUTE));
    expect(lockedFor(five, T0 + 4 * MINUTE + 1)).toBe(30);
    const later = afterFailure(five, T0 + 20 * MINUTE);
    expect(later).toEqual({ failures: 1, lastFailureAt: T0 + 20 * MINUTE });
    expect(lockedFor(later, T0 + 20 * MINUTE)).toBeNull();
  });

  it('never keeps a shopper out longer than the cap, however many failures, clock set back or not', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 10 * MINUTE }), { minLength: 1, maxLength: 60 }),
        fc.integer({ min: -60 * MINUTE, max: 60 * MINUTE }),
        (gaps, probe) => {
          let at = T0;
          const state = gaps.reduce<ReturnType<typeof afterFailure> | undefined>((s, gap) => {
            at += gap;
            return afterFailure(s, at);
          }, undefined);
          const wait = lockedFor(state, at + probe);
          expect(wait === null || wait <= LOGIN_THROTTLE.maxDelayMs / 1000).toBe(true);
          // Once the cap has passed since the last failure, the account may try again.
          expect(lockedFor(state, at + LOGIN_THROTTLE.maxDelayMs)).toBeNull();
        },
      ),
    );
  });

  it('takes another policy', () => {
    const policy = {
      freeFailures: 2,
      firstDelayMs: MINUTE,
      maxDelayMs: 2 * MINUTE,
      forgetAfterMs: MINUTE * 10,
    };
    const two = afterFailure(afterFailure(undefined, T0, policy), T0 + 1, policy);
    expect(lockedFor(two, T0 + 2, policy)).toBe(60);
  });
});
