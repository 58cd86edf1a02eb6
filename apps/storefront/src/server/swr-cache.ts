/**
 * A bounded in-memory cache with a short TTL and stale-while-revalidate: a fresh entry is
 * answered as is; a stale one (past ttl, within ttl + swr) is answered at once while one
 * refresh runs in the background; anything older is loaded again. Least recently used
 * entries go first when the cache is full.
 */
import { apartFromRender, awayFromSlot } from './render-queue.js';

export interface SwrCacheOptions<V = unknown> {
  ttlMs: number;
  staleWhileRevalidateMs: number;
  maxEntries: number;
  /** Also bounds the cache by the sum of `sizeOf` over its entries (bytes, say). */
  maxSize?: number;
  sizeOf?: (value: V) => number;
  now?: () => number;
  onRefreshError?: (key: string, error: unknown) => void;
}

export type CacheState = 'hit' | 'stale' | 'miss';

interface Entry<V> {
  value: V;
  storedAt: number;
  refreshing: boolean;
  size: number;
}

/**
 * What the HTML cache's users need: the in-memory cache answers at once, the shared (Redis)
 * one through a promise, so callers await `peek` and `set`.
 */
export interface SwrCacheLike<V> {
  get(key: string, load: () => Promise<V>): Promise<{ value: V; state: CacheState }>;
  peek(
    key: string,
  ): { value: V; state: CacheState } | null | Promise<{ value: V; state: CacheState } | null>;
  set(key: string, value: V): void | Promise<void>;
  /** Forgets one key (here and, for the shared cache, in the store). */
  delete(key: string): void | Promise<void>;
}

export interface SwrCache<V> extends SwrCacheLike<V> {
  /** The value and how it was found; `load` runs on a miss (and in the background when stale). */
  get(key: string, load: () => Promise<V>): Promise<{ value: V; state: CacheState }>;
  /**
   * Stores a value without loading (for callers that produce the value themselves);
   * `storedAt` keeps the age of a value copied from a shared cache.
   */
  set(key: string, value: V, storedAt?: number): void;
  peek(key: string): { value: V; state: CacheState } | null;
  /** When the kept value was stored (null when none is kept). */
  storedAt(key: string): number | null;
  delete(key: string): void;
  clear(): void;
  readonly size: number;
  /** The sum of `sizeOf` over the entries kept. */
  readonly totalSize: number;
}

export function createSwrCache<V>(options: SwrCacheOptions<V>): SwrCache<V> {
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry<V>>();
  const inFlight = new Map<string, Promise<V>>();
  const maxSize = options.maxSize ?? Number.POSITIVE_INFINITY;
  let totalSize = 0;

  function remove(key: string): void {
    const entry = entries.get(key);
    if (!entry) return;
    totalSize -= entry.size;
    entries.delete(key);
  }

  function store(key: string, value: V, storedAt: number = now()): void {
    const size = options.sizeOf?.(value) ?? 0;
    remove(key);
    // A value larger than the whole bound is not kept at all.
    if (size > maxSize) return;
    entries.set(key, { value, storedAt, refreshing: false, size });
    totalSize += size;
    while (entries.size > options.maxEntries || totalSize > maxSize) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      remove(oldest);
    }
  }

  function stateOf(entry: Entry<V>): CacheState | null {
    const age = now() - entry.storedAt;
    if (age <= options.ttlMs) return 'hit';
    if (age <= options.ttlMs + options.staleWhileRevalidateMs) return 'stale';
    return null;
  }

  function peek(key: string): { value: V; state: CacheState } | null {
    const entry = entries.get(key);
    if (!entry) return null;
    const state = stateOf(entry);
    if (state === null) {
      remove(key);
      return null;
    }
    // Touch: a read makes the entry the most recently used.
    entries.delete(key);
    entries.set(key, entry);
    return { value: entry.value, state };
  }

  function load(key: string, loader: () => Promise<V>): Promise<V> {
    const running = inFlight.get(key);
    // Another render's load of this key: waiting on it is waiting on the back-end, so the
    // render's slot goes to another meanwhile, as its own calls' would (ADR 0068).
    if (running) return awayFromSlot(() => running);
    const promise = loader()
      .then((value) => {
        store(key, value, now());
        return value;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  }

  return {
    async get(key, loader) {
      const found = peek(key);
      if (found?.state === 'hit') return found;
      if (found?.state === 'stale') {
        const entry = entries.get(key);
        if (entry && !entry.refreshing) {
          entry.refreshing = true;
          // The refresh is nobody's render: its calls keep the caller's slot (ADR 0068).
          apartFromRender(() => load(key, loader)).catch((error: unknown) => {
            entry.refreshing = false;
            options.onRefreshError?.(key, error);
          });
        }
        return found;
      }
      return { value: await load(key, loader), state: 'miss' };
    },
    set: store,
    peek,
    storedAt: (key) => entries.get(key)?.storedAt ?? null,
    delete: remove,
    clear: () => {
      entries.clear();
      totalSize = 0;
    },
    get size() {
      return entries.size;
    },
    get totalSize() {
      return totalSize;
    },
  };
}
