import { describe, expect, it } from 'vitest';
import { afterFailure, LOGIN_THROTTLE, lockedFor } from '../src/login-throttle.js';

const MINUTE = 60_000;
const T0 = Date.UTC(2026, 10, 22, 12);

function failTimes(times: number[]) {
  return times.reduce<ReturnType<typeof afterFailure> | undefined>(
    (state, at) => afterFailure(state, at),
    undefined,
  );
}

describe('login throttle (pure)', () => {
  it('lets four failures through and locks at the fifth, for the rest of the 15 minutes', () => {
    const four = failTimes([T0, T0 + 1, T0 + 2, T0 + 3]);
    expect(lockedFor(four, T0 + 4)).toBeNull();
    const five = afterFailure(four, T0 + 4);
    expect(five).toEqual({ failures: 5, windowStart: T0 });
    expect(lockedFor(five, T0 + 5)).toBe(15 * 60);
    expect(lockedFor(five, T0 + 10 * MINUTE)).toBe(5 * 60);
    expect(lockedFor(five, T0 + 15 * MINUTE - 1)).toBe(1);
    expect(lockedFor(five, T0 + 15 * MINUTE)).toBeNull();
  });

  it('starts a new window once the old one is over', () => {
    const old = failTimes([T0, T0 + MINUTE, T0 + 2 * MINUTE, T0 + 3 * MINUTE]);
    const later = afterFailure(old, T0 + 16 * MINUTE);
    expect(later).toEqual({ failures: 1, windowStart: T0 + 16 * MINUTE });
    expect(lockedFor(later, T0 + 16 * MINUTE)).toBeNull();
  });

  it('counts failures spread over the window, and never answers more than the window', () => {
    const spread = failTimes([0, 3, 6, 9, 14].map((m) => T0 + m * MINUTE));
    expect(lockedFor(spread, T0 + 14 * MINUTE)).toBe(60);
    // A clock set back does not unlock early nor ask for more than a window.
    expect(lockedFor(spread, T0 - 60 * MINUTE)).toBe(LOGIN_THROTTLE.windowMs / 1000);
    expect(lockedFor(undefined, T0)).toBeNull();
  });

  it('takes another policy', () => {
    const policy = { maxFailures: 2, windowMs: MINUTE };
    const two = afterFailure(afterFailure(undefined, T0, policy), T0 + 1, policy);
    expect(lockedFor(two, T0 + 2, policy)).toBe(60);
  });
});
