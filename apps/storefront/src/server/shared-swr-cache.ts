import { apartFromRender, awayFromSlot } from './render-queue.js';
import {
  createSwrCache,
  type CacheState,
  type SwrCacheLike,
  type SwrCacheOptions,
} from './swr-cache.js';

/**
 * A key-value store several storefront instances share (Redis in production, see
 * server/redis-store.ts). Every call may fail or time out: the cache then behaves as if the
 * store were empty, so a store that is down costs renders, never an error page.
 */
export interface SharedStore {
  get(key: string): Promise<Buffer | null>;
  /** Stores the value for ttlMs (the store forgets it afterwards). */
  set(key: string, value: Buffer, ttlMs: number): Promise<void>;
  /** Sets the key only when absent: true when this caller got it (a short lock). */
  claim(key: string, ttlMs: number): Promise<boolean>;
  /** Gives a claim back. */
  release(key: string): Promise<void>;
  /** Deletes every key starting with the prefix. */
  deletePrefix(prefix: string): Promise<void>;
}

export interface Codec<V> {
  encode(value: V): Buffer;
  decode(bytes: Buffer): V;
}

export const jsonCodec: Codec<unknown> = {
  encode: (value) => Buffer.from(JSON.stringify(value === undefined ? null : value)),
  decode: (bytes) => JSON.parse(bytes.toString('utf8')) as unknown,
};

export interface SharedSwrCacheOptions<V> extends SwrCacheOptions<V> {
  /** Null: in-memory only (no REDIS_URL). */
  store: SharedStore | null;
  /** Prefixes this cache's keys in the store (`html:`, `content:`...). */
  namespace: string;
  codec: Codec<V>;
  /** A failing store call: logged by the caller (rate limited by the store). */
  onStoreError?: (operation: string, error: unknown) => void;
}

export interface SharedSwrCache<V> extends SwrCacheLike<V> {
  peek(key: string): Promise<{ value: V; state: CacheState } | null>;
  set(key: string, value: V): Promise<void>;
  /** Drops the keys starting with a prefix here and in the store. */
  deletePrefix(prefix: string): Promise<void>;
  delete(key: string): Promise<void>;
  readonly size: number;
}

// A stored entry: 8 bytes of storedAt (ms since the epoch) then the encoded value. The age
// travels with the value, so every instance judges fresh and stale by the same clock reading.
function frame(storedAt: number, payload: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeDoubleBE(storedAt, 0);
  return Buffer.concat([head, payload]);
}

function unframe(bytes: Buffer): { storedAt: number; payload: Buffer } | null {
  if (bytes.length < 8) return null;
  const storedAt = bytes.readDoubleBE(0);
  return Number.isFinite(storedAt) ? { storedAt, payload: bytes.subarray(8) } : null;
}

/**
 * Stale-while-revalidate over two tiers: this process's bounded in-memory cache, then a store
 * every instance shares. A key one instance rendered is answered by the others from the
 * store (and kept in their memory with its original age); a stale entry is refreshed in the
 * background by one instance at a time (a short claim in the store), the others keep serving
 * the stale copy until the new one lands. Entries leave the store after ttl + swr; its total
 * size is the store's own bound (Redis maxmemory with allkeys-lru), and a value over
 * `maxSize` is kept in neither tier.
 */
export function createSharedSwrCache<V>(options: SharedSwrCacheOptions<V>): SharedSwrCache<V> {
  const now = options.now ?? Date.now;
  const local = createSwrCache<V>(options);
  const store = options.store;
  const lifetimeMs = options.ttlMs + options.staleWhileRevalidateMs;
  const maxSize = options.maxSize ?? Number.POSITIVE_INFINITY;
  const inFlight = new Map<string, Promise<V>>();
  const refreshing = new Set<string>();
  const storeKey = (key: string) => `${options.namespace}${key}`;

  function stateAt(storedAt: number): CacheState | null {
    const age = now() - storedAt;
    if (age <= options.ttlMs) return 'hit';
    if (age <= lifetimeMs) return 'stale';
    return null;
  }

  async function fromStore(key: string): Promise<{ value: V; state: CacheState } | null> {
    if (!store) return null;
    let bytes: Buffer | null;
    try {
      bytes = await store.get(storeKey(key));
    } catch (error) {
      options.onStoreError?.('get', error);
      return null;
    }
    const entry = bytes ? unframe(bytes) : null;
    if (!entry) return null;
    const state = stateAt(entry.storedAt);
    if (state === null) return null;
    // The copy kept here is as new: keep it (and its compressed forms), decode nothing.
    const mine = local.storedAt(key);
    if (mine !== null && mine >= entry.storedAt) return local.peek(key);
    let value: V;
    try {
      value = options.codec.decode(entry.payload);
    } catch (error) {
      options.onStoreError?.('decode', error);
      return null;
    }
    local.set(key, value, entry.storedAt);
    return { value, state };
  }

  async function peek(key: string): Promise<{ value: V; state: CacheState } | null> {
    const mine = local.peek(key);
    // Fresh here, or this instance is refreshing it already: no need to ask the store.
    if (mine?.state === 'hit' || !store || (mine && refreshing.has(key))) return mine;
    // Missing or stale here: another instance may hold a newer copy.
    return (await fromStore(key)) ?? mine;
  }

  async function set(key: string, value: V): Promise<void> {
    const storedAt = now();
    local.set(key, value, storedAt);
    if (!store) return;
    let payload: Buffer;
    try {
      payload = options.codec.encode(value);
    } catch (error) {
      options.onStoreError?.('encode', error);
      return;
    }
    if (payload.length > maxSize) return;
    try {
      await store.set(storeKey(key), frame(storedAt, payload), lifetimeMs);
    } catch (error) {
      options.onStoreError?.('set', error);
    }
  }

  function load(key: string, loader: () => Promise<V>): Promise<V> {
    const running = inFlight.get(key);
    // Another render's load of this key: waiting on it is waiting on the back-end, so the
    // render's slot goes to another meanwhile, as its own calls' would (ADR 0068).
    if (running) return awayFromSlot(() => running);
    const promise = loader()
      .then(async (value) => {
        await set(key, value);
        return value;
      })
      .finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  }

  async function refresh(key: string, loader: () => Promise<V>): Promise<void> {
    if (!store) {
      await load(key, loader);
      return;
    }
    const claim = `${storeKey(key)}#refresh`;
    let mine = true;
    try {
      // One instance refreshes; the claim lapses on its own if that instance dies.
      mine = await store.claim(claim, 30_000);
    } catch (error) {
      options.onStoreError?.('claim', error);
    }
    if (!mine) return;
    try {
      await load(key, loader);
    } finally {
      await store
        .release(claim)
        .catch((error: unknown) => options.onStoreError?.('release', error));
    }
  }

  return {
    peek,
    set,
    async get(key, loader) {
      const found = await peek(key);
      if (found?.state === 'hit') return found;
      if (found?.state === 'stale') {
        if (!refreshing.has(key)) {
          refreshing.add(key);
          // The refresh is nobody's render: its calls keep the caller's slot (ADR 0068).
          apartFromRender(() => refresh(key, loader))
            .catch((error: unknown) => options.onRefreshError?.(key, error))
            .finally(() => refreshing.delete(key));
        }
        return found;
      }
      return { value: await load(key, loader), state: 'miss' };
    },
    async delete(key) {
      local.delete(key);
      if (!store) return;
      try {
        await store.release(storeKey(key));
      } catch (error) {
        options.onStoreError?.('delete', error);
      }
    },
    async deletePrefix(prefix) {
      local.clear();
      if (!store) return;
      try {
        await store.deletePrefix(storeKey(prefix));
      } catch (error) {
        options.onStoreError?.('delete', error);
      }
    },
    get size() {
      return local.size;
    },
  };
}
