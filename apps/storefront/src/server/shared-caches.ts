import { cacheKeyString, type ContentCache } from '@atelier/adapters-cms';
import {
  createSharedSwrCache,
  jsonCodec,
  type Codec,
  type SharedSwrCache,
} from './shared-swr-cache.js';
import type { SwrCacheOptions } from './swr-cache.js';
import type { CachedPage } from './html-cache.js';
import { EncodedBody } from './compression.js';
import type { Logger } from './logger.js';
import { createRedisStore, type RedisStore } from './redis-store.js';
import {
  createLoginThrottle,
  type LoginThrottle,
  type LoginThrottleOptions,
} from './login-throttle.js';
import { createSharedThrottle } from './shared-throttle.js';
import {
  createMemoryReplayGuard,
  createSharedReplayGuard,
  type ReplayGuard,
} from './captcha-replay.js';

export interface SharedCachesOptions {
  /** REDIS_URL: null keeps every cache in this process's memory. */
  redisUrl: string | null;
  logger: Logger;
  /** CACHE_FRESH_MS: replaces each cache's freshness (ttl) when set (tests, demos). */
  freshMs?: number | null;
}

export type CacheOptions<V> = Omit<SwrCacheOptions<V>, 'now'>;

export interface SharedCaches {
  /** A stale-while-revalidate cache of this name, shared through Redis when configured. */
  cache<V>(name: string, options: CacheOptions<V>, codec?: Codec<V>): SharedSwrCache<V>;
  /** The CMS content cache (the ContentCache port of adapters-cms) over `cache`. */
  contentCache(options: CacheOptions<unknown>): ContentCache;
  /** A failed-attempts throttle of this name, counted across instances through Redis. */
  throttle(name: string, options: LoginThrottleOptions): LoginThrottle;
  /** The spent captcha challenges, remembered across instances through Redis. */
  captchaReplayGuard(): ReplayGuard;
  readonly shared: boolean;
  close(): Promise<void>;
}

/**
 * A cached page in the store: its status, headers and content type as a JSON line, then the
 * uncompressed body (each instance compresses its own copy once).
 */
export const pageCodec: Codec<CachedPage> = {
  encode(page) {
    const meta = JSON.stringify({
      status: page.status,
      headers: page.headers,
      contentType: page.body.contentType,
    });
    return Buffer.concat([Buffer.from(`${meta}\n`), page.body.raw]);
  },
  decode(bytes) {
    const newline = bytes.indexOf(10);
    if (newline < 0) throw new Error('cached page without a header line');
    const meta = JSON.parse(bytes.subarray(0, newline).toString('utf8')) as {
      status: number;
      headers: [string, string][];
      contentType: string;
    };
    return {
      status: meta.status,
      headers: meta.headers,
      body: new EncodedBody(Buffer.from(bytes.subarray(newline + 1)), meta.contentType),
    };
  },
};

export function createSharedCaches(options: SharedCachesOptions): SharedCaches {
  const store: RedisStore | null = options.redisUrl
    ? createRedisStore({ url: options.redisUrl, logger: options.logger })
    : null;
  const fresh = options.freshMs && options.freshMs > 0 ? options.freshMs : null;
  function cache<V>(
    name: string,
    cacheOptions: CacheOptions<V>,
    codec: Codec<V> = jsonCodec as Codec<V>,
  ): SharedSwrCache<V> {
    return createSharedSwrCache<V>({
      ...cacheOptions,
      ...(fresh ? { ttlMs: fresh } : {}),
      store,
      namespace: `atelier:${name}:`,
      codec,
      onStoreError: (operation, error) => store?.reportError(`${name} ${operation}`, error),
    });
  }
  return {
    cache,
    contentCache(cacheOptions) {
      const content = cache<unknown>('content', cacheOptions);
      return {
        async get<T>(key: Parameters<ContentCache['get']>[0], load: () => Promise<T>) {
          return (await content.get(cacheKeyString(key), load)).value as T;
        },
        invalidate(site) {
          void content.deletePrefix(site === undefined ? '' : `${site}|`);
        },
        get size() {
          return content.size;
        },
      };
    },
    throttle(name, throttleOptions) {
      return store
        ? createSharedThrottle(store.failureTimes, name, throttleOptions, (operation, error) =>
            store.reportError(operation, error),
          )
        : createLoginThrottle(throttleOptions);
    },
    captchaReplayGuard() {
      return store
        ? createSharedReplayGuard(store, (operation, error) => store.reportError(operation, error))
        : createMemoryReplayGuard();
    },
    shared: store !== null,
    close: async () => store?.close(),
  };
}
