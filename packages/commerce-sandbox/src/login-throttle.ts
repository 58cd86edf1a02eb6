/**
 * Failed-login throttle of the password grant, per account. Without it a script could
 * try passwords for an account as fast as scrypt allows. After `maxFailures` failed
 * logins within `windowMs` of the first one, the account's password grant is refused for
 * the rest of that window (a 429 with Retry-After), right password or not. A success
 * clears the count. Pure: the time comes in as an argument (the sandbox's injected
 * clock), the state lives in the login_failures table (routes/auth.ts).
 */
export interface LoginThrottlePolicy {
  maxFailures: number;
  windowMs: number;
}

export const LOGIN_THROTTLE: Readonly<LoginThrottlePolicy> = {
  maxFailures: 5,
  windowMs: 15 * 60_000,
};

/** An account's failures in the current window (epoch milliseconds). */
export interface FailureWindow {
  failures: number;
  windowStart: number;
}

function inWindow(state: FailureWindow, now: number, policy: LoginThrottlePolicy): boolean {
  // A clock set back (now before the window's start) keeps the window rather than ending it.
  return now - state.windowStart < policy.windowMs;
}

/** Null when the account may try a password now; else the seconds until it may. */
export function lockedFor(
  state: FailureWindow | undefined,
  now: number,
  policy: LoginThrottlePolicy = LOGIN_THROTTLE,
): number | null {
  if (!state || !inWindow(state, now, policy) || state.failures < policy.maxFailures) return null;
  const left = Math.ceil((state.windowStart + policy.windowMs - now) / 1000);
  return Math.min(Math.max(left, 1), Math.ceil(policy.windowMs / 1000));
}

/** The window after one more failure: counted in the current window, or a new one. */
export function afterFailure(
  state: FailureWindow | undefined,
  now: number,
  policy: LoginThrottlePolicy = LOGIN_THROTTLE,
): FailureWindow {
  if (!state || !inWindow(state, now, policy)) return { failures: 1, windowStart: now };
  return { failures: state.failures + 1, windowStart: state.windowStart };
}
