import type { SharedStore } from './shared-swr-cache.js';

/**
 * Remembers the captcha challenges already spent, until they expire: a solved challenge
 * registers one account, never two.
 */
export interface ReplayGuard {
  /** True the first time `id` is spent; false when it was spent before (or cannot be kept). */
  firstUse(id: string, untilMs: number, nowMs: number): Promise<boolean>;
}

/** Enough for far more registrations than one process sees in a challenge's lifetime. */
export const DEFAULT_REPLAY_ENTRIES = 50_000;

/**
 * One process's memory. Bounded: when full of unexpired entries, a new one is refused rather
 * than an old one forgotten (forgetting would let that old solution be used again).
 */
export function createMemoryReplayGuard(maxEntries = DEFAULT_REPLAY_ENTRIES): ReplayGuard {
  const spent = new Map<string, number>();
  const prune = (nowMs: number) => {
    for (const [id, until] of spent) if (until <= nowMs) spent.delete(id);
  };
  return {
    async firstUse(id, untilMs, nowMs) {
      const until = spent.get(id);
      if (until !== undefined && until > nowMs) return false;
      if (spent.size >= maxEntries) prune(nowMs);
      if (spent.size >= maxEntries) return false;
      spent.set(id, untilMs);
      return true;
    },
  };
}

/**
 * Every instance's spent challenges in the shared store (Redis SET NX PX), so a solution
 * spent on one storefront is refused by the others. This process's memory answers first;
 * while the store is down, that memory alone guards (as the shared throttles fall back to
 * per-process counts), and the outage is reported.
 */
export function createSharedReplayGuard(
  store: Pick<SharedStore, 'claim'>,
  onStoreError: (operation: string, error: unknown) => void,
  local: ReplayGuard = createMemoryReplayGuard(),
): ReplayGuard {
  return {
    async firstUse(id, untilMs, nowMs) {
      if (!(await local.firstUse(id, untilMs, nowMs))) return false;
      try {
        return await store.claim(`atelier:captcha-spent:${id}`, Math.max(1, untilMs - nowMs));
      } catch (error) {
        onStoreError('captcha replay claim', error);
        return true;
      }
    },
  };
}
