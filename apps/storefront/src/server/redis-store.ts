import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type { SharedStore } from './shared-swr-cache.js';
import type { Logger } from './logger.js';
import type { FailureTimesStore } from './shared-throttle.js';

export interface RedisStoreOptions {
  url: string;
  logger: Logger;
  /** A command slower than this fails (the caller renders instead of waiting). */
  commandTimeoutMs?: number;
}

export interface RedisStore extends SharedStore {
  /** Failure times per key (a sorted set scored by time), for the shared throttles. */
  failureTimes: FailureTimesStore;
  /** Logs a store failure, at most once every 30 s (an outage fails every request). */
  reportError(operation: string, error: unknown): void;
  close(): Promise<void>;
}

/**
 * The shared cache store over Redis (or Valkey): commands fail at once while the connection
 * is down (no offline queue, no retries per request) and after `commandTimeoutMs`, so a
 * missing Redis makes pages render instead of hang; the client reconnects in the background
 * with a capped backoff.
 */
export function createRedisStore(options: RedisStoreOptions): RedisStore {
  const { logger } = options;
  let lastWarning = Number.NEGATIVE_INFINITY;
  let warned = false;
  // Commands sent while the first connection is still being made fail without a warning:
  // the connection's own outcome ('ready' or 'error') says whether Redis is there.
  let settled = false;
  const redis = new Redis(options.url, {
    lazyConnect: false,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: options.commandTimeoutMs ?? 250,
    connectTimeout: 2_000,
    retryStrategy: (times) => Math.min(100 * 2 ** Math.min(times, 5), 2_000),
  });
  function down(operation: string, error: unknown): void {
    if (!settled && operation !== 'connection') return;
    settled = true;
    if (Date.now() - lastWarning < 30_000) return;
    lastWarning = Date.now();
    warned = true;
    logger.log('warn', 'shared cache unavailable; rendering without it', {
      operation,
      error: error instanceof Error ? error.message : String(error),
    });
  }
  redis.on('error', (error: unknown) => down('connection', error));
  redis.on('ready', () => {
    settled = true;
    if (warned) logger.log('info', 'shared cache available again');
    warned = false;
    lastWarning = Number.NEGATIVE_INFINITY;
  });
  return {
    async get(key) {
      return redis.getBuffer(key);
    },
    async set(key, value, ttlMs) {
      await redis.set(key, value, 'PX', Math.max(1, Math.round(ttlMs)));
    },
    async claim(key, ttlMs) {
      return (await redis.set(key, '1', 'PX', Math.max(1, Math.round(ttlMs)), 'NX')) === 'OK';
    },
    async release(key) {
      await redis.del(key);
    },
    async deletePrefix(prefix) {
      let cursor = '0';
      const pattern = `${prefix.replace(/[*?[\]\\]/g, '\\$&')}*`;
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 500);
        if (keys.length > 0) await redis.unlink(...keys);
        cursor = next;
      } while (cursor !== '0');
    },
    failureTimes: {
      async recent(key, sinceMs) {
        const answers = await redis
          .multi()
          .zremrangebyscore(key, '-inf', `(${sinceMs}`)
          .zrange(key, '0', '-1', 'WITHSCORES')
          .exec();
        const [, listed] = answers?.[1] ?? [];
        const flat = Array.isArray(listed) ? (listed as string[]) : [];
        const times: number[] = [];
        for (let index = 1; index < flat.length; index += 2) times.push(Number(flat[index]));
        return times;
      },
      async add(key, atMs, keep, ttlMs) {
        // A random member: two failures in the same millisecond are two failures.
        const member = `${atMs}:${randomBytes(6).toString('hex')}`;
        await redis
          .multi()
          .zadd(key, atMs, member)
          .zremrangebyrank(key, 0, -(keep + 1))
          .pexpire(key, Math.max(1, Math.round(ttlMs)))
          .exec();
      },
      async clear(key) {
        await redis.del(key);
      },
    },
    reportError: down,
    async close() {
      redis.disconnect();
    },
  };
}
