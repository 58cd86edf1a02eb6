import {
  createLoginThrottle,
  retryAfterFrom,
  type LoginThrottle,
  type LoginThrottleOptions,
} from './login-throttle.js';

/** Where a shared throttle keeps each address's failure times (Redis: redis-store.ts). */
export interface FailureTimesStore {
  /** The times at or after `sinceMs`, oldest first; older ones are dropped. */
  recent(key: string, sinceMs: number): Promise<number[]>;
  /** Adds `atMs`, keeps the newest `keep` times and lets the key expire after `ttlMs`. */
  add(key: string, atMs: number, keep: number, ttlMs: number): Promise<void>;
  clear(key: string): Promise<void>;
}

/**
 * A throttle whose counts every instance shares (two storefronts behind nginx give an
 * address the same number of tries as one). Each process also counts in its own memory and
 * answers the larger wait: while Redis is down the throttle falls back to per-process
 * limits instead of letting every try through.
 */
export function createSharedThrottle(
  store: FailureTimesStore,
  name: string,
  options: LoginThrottleOptions,
  onStoreError: (operation: string, error: unknown) => void,
): LoginThrottle {
  const local = createLoginThrottle(options);
  const keyOf = (address: string) => `atelier:throttle:${name}:${address}`;
  return {
    async retryAfterSeconds(address, nowMs) {
      const own = await local.retryAfterSeconds(address, nowMs);
      try {
        const times = await store.recent(keyOf(address), nowMs - options.windowMs + 1);
        return Math.max(own, retryAfterFrom(times, nowMs, options));
      } catch (error) {
        onStoreError(`${name} throttle read`, error);
        return own;
      }
    },
    async recordFailure(address, nowMs) {
      await local.recordFailure(address, nowMs);
      try {
        await store.add(keyOf(address), nowMs, options.maxFailures, options.windowMs);
      } catch (error) {
        onStoreError(`${name} throttle write`, error);
      }
    },
    async recordSuccess(address) {
      await local.recordSuccess(address);
      try {
        await store.clear(keyOf(address));
      } catch (error) {
        onStoreError(`${name} throttle clear`, error);
      }
    },
  };
}
