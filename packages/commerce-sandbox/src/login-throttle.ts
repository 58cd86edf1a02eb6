/**
 * Failed-login throttle of the password grant, per account, as growing delays (ADR 0039).
 * Without it a script could try passwords for an account as fast as scrypt allows. The
 * first `freeFailures` failures cost nothing; from then on each failure makes the account
 * wait before its next try: `firstDelayMs`, doubling with every further failure, never more
 * than `maxDelayMs` (a 429 with Retry-After, right password or not, so guesses cannot go on
 * during the wait). `forgetAfterMs` after the last failure, or on a success, the count is
 * gone. A hard lock (the earlier 15 minutes after five failures) let anyone lock a shopper
 * out by typing five wrong passwords; a wait of at most `maxDelayMs` bounds that, and an
 * attacker still gets fewer guesses per hour than the lock allowed. Pure: the time comes in
 * as an argument (the sandbox's injected clock), the state lives in the login_failures
 * table (routes/auth.ts).
 */
export interface LoginThrottlePolicy {
  freeFailures: number;
  firstDelayMs: number;
  maxDelayMs: number;
  forgetAfterMs: number;
}

export const LOGIN_THROTTLE: Readonly<LoginThrottlePolicy> = {
  freeFailures: 5,
  firstDelayMs: 30_000,
  maxDelayMs: 5 * 60_000,
  forgetAfterMs: 15 * 60_000,
};

/** An account's failures since its last success, and when the latest was (epoch ms). */
export interface FailureWindow {
  failures: number;
  lastFailureAt: number;
}

function remembered(state: FailureWindow, now: number, policy: LoginThrottlePolicy): boolean {
  // A clock set back (now before the last failure) keeps the count rather than ending it.
  return now - state.lastFailureAt < policy.forgetAfterMs;
}

/** The wait after `failures` failures (ms): 0 while free, then doubling up to the cap. */
export function delayAfter(failures: number, policy: LoginThrottlePolicy = LOGIN_THROTTLE): number {
  if (failures < policy.freeFailures) return 0;
  const doublings = Math.min(failures - policy.freeFailures, 30);
  return Math.min(policy.firstDelayMs * 2 ** doublings, policy.maxDelayMs);
}

/** Null when the account may try a password now; else the seconds until it may. */
export function lockedFor(
  state: FailureWindow | undefined,
  now: number,
  policy: LoginThrottlePolicy = LOGIN_THROTTLE,
): number | null {
  if (!state || !remembered(state, now, policy)) return null;
  const delay = delayAfter(state.failures, policy);
  if (delay === 0) return null;
  const left = state.lastFailureAt + delay - now;
  if (left <= 0) return null;
  return Math.min(Math.max(Math.ceil(left / 1000), 1), Math.ceil(delay / 1000));
}

/** The state after one more failure: counted on, or a new count once the old is forgotten. */
export function afterFailure(
  state: FailureWindow | undefined,
  now: number,
  policy: LoginThrottlePolicy = LOGIN_THROTTLE,
): FailureWindow {
  if (!state || !remembered(state, now, policy)) return { failures: 1, lastFailureAt: now };
  return { failures: state.failures + 1, lastFailureAt: Math.max(now, state.lastFailureAt) };
}
