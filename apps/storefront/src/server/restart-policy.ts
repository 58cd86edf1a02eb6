export interface RestartPolicyOptions {
  /** More crashes than this within `windowMs` and the supervisor gives up. */
  maxRestarts: number;
  windowMs: number;
  /** The first restart waits this long, each further crash in the window twice as long. */
  baseDelayMs: number;
  maxDelayMs: number;
  now?: () => number;
}

export type RestartDecision = { restart: true; delayMs: number } | { restart: false };

/**
 * Exponential backoff with a cap for a crashing child (a cluster worker, the sandbox): the
 * n-th crash within the window waits base * 2^(n-1) (at most maxDelay); one crash more than
 * `maxRestarts` within the window means the fault is not transient, and the caller stops.
 */
export function createRestartPolicy(options: RestartPolicyOptions): {
  crashed(): RestartDecision;
} {
  const now = options.now ?? Date.now;
  const crashes: number[] = [];
  return {
    crashed() {
      const at = now();
      crashes.push(at);
      while (crashes.length > 0 && at - crashes[0]! > options.windowMs) crashes.shift();
      if (crashes.length > options.maxRestarts) return { restart: false };
      return {
        restart: true,
        delayMs: Math.min(options.baseDelayMs * 2 ** (crashes.length - 1), options.maxDelayMs),
      };
    },
  };
}

/** The storefront's workers: 5 restarts a minute, 250 ms doubling to 8 s, then exit 1. */
export const WORKER_RESTARTS: RestartPolicyOptions = {
  maxRestarts: 5,
  windowMs: 60_000,
  baseDelayMs: 250,
  maxDelayMs: 8_000,
};
