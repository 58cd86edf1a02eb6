export interface ContentCacheOptions {
  /** How long an entry is served without asking the source again. */
  ttlMs: number;
  /** After the TTL, how long the old entry is still served while one refresh runs in the background. */
  staleWhileRevalidateMs: number;
  /** Least recently used entries go first beyond this many. */
  maxEntries: number;
  now?: () => number;
  /** Background refresh failures are reported here; the stale entry keeps being served. */
  onRefreshError?: (key: string, error: unknown) => void;
  /**
   * Starts a background refresh (default: calls it). A server passes one that runs it apart
   * from the request that found the entry stale, which goes on without waiting for it (the
   * storefront's render queue:
   * docs/adr/0068-a-render-waiting-on-the-back-end-holds-no-render-slot.md).
   */
  refreshApart?: <T>(refresh: () => Promise<T>) => Promise<T>;
  /**
   * Waits on a load another caller started (default: awaits it). A server passes one that
   * frees the waiting request's render slot meanwhile, as its own calls to the source do: the
   * wait is on the same source (docs/adr/0068-a-render-waiting-on-the-back-end-holds-no-render-slot.md).
   */
  waitApart?: <T>(wait: () => Promise<T>) => Promise<T>;
}

export interface CacheKey {
  site: string;
  language: string;
  /** The call and its arguments, e.g. `landings:summer-edit`. */
  call: string;
}

interface Entry {
  value: unknown;
  storedAt: number;
  refreshing: boolean;
}

export interface ContentCache {
  get<T>(key: CacheKey, load: () => Promise<T>): Promise<T>;
  /** Drops every entry of a site (all entries without one). */
  invalidate(site?: string): void;
  readonly size: number;
}

export function cacheKeyString(key: CacheKey): string {
  return `${key.site}|${key.language}|${key.call}`;
}

/**
 * The server's content cache, per site and language: fresh entries are served as they are, stale
 * ones are served while one background refresh replaces them, expired ones are loaded again.
 * Concurrent misses share one load; failed loads are never stored.
 */
export function createContentCache(options: ContentCacheOptions): ContentCache {
  const now = options.now ?? (() => Date.now());
  const entries = new Map<string, Entry>();
  const inFlight = new Map<string, Promise<unknown>>();
  const refreshApart = options.refreshApart ?? ((refresh) => refresh());
  const waitApart = options.waitApart ?? ((wait) => wait());

  function store(id: string, value: unknown): void {
    entries.delete(id);
    entries.set(id, { value, storedAt: now(), refreshing: false });
    while (entries.size > options.maxEntries) {
      const oldest = entries.keys().next().value;
      if (oldest === undefined) break;
      entries.delete(oldest);
    }
  }

  function load<T>(id: string, loader: () => Promise<T>): Promise<T> {
    const running = inFlight.get(id) as Promise<T> | undefined;
    if (running) return waitApart(() => running);
    const promise = loader()
      .then((value) => {
        store(id, value);
        return value;
      })
      .finally(() => inFlight.delete(id));
    inFlight.set(id, promise);
    return promise;
  }

  return {
    get size() {
      return entries.size;
    },
    async get<T>(key: CacheKey, loader: () => Promise<T>): Promise<T> {
      const id = cacheKeyString(key);
      const entry = entries.get(id);
      if (entry) {
        const age = now() - entry.storedAt;
        if (age < options.ttlMs + options.staleWhileRevalidateMs) {
          // Touch for LRU order.
          entries.delete(id);
          entries.set(id, entry);
          if (age >= options.ttlMs && !entry.refreshing) {
            entry.refreshing = true;
            refreshApart(() => load(id, loader)).catch((error: unknown) => {
              entry.refreshing = false;
              options.onRefreshError?.(id, error);
            });
          }
          return entry.value as T;
        }
        entries.delete(id);
      }
      return load(id, loader);
    },
    invalidate(site) {
      for (const id of [...entries.keys()]) {
        if (site === undefined || id.startsWith(`${site}|`)) entries.delete(id);
      }
    },
  };
}
