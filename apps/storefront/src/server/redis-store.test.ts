import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createSharedSwrCache, jsonCodec, type Codec } from './shared-swr-cache.js';
import {
  redisMissing,
  REDIS_SKIP_REASON,
  startRedisServer,
  type RunningRedis,
} from '../../test/redis-server.js';
import type { Logger } from './logger.js';
import { createRedisStore, type RedisStore } from './redis-store.js';

function recordingLogger(): Logger & { lines: { level: string; msg: string }[] } {
  const lines: { level: string; msg: string }[] = [];
  return { lines, log: (level, msg) => void lines.push({ level, msg }) };
}

function cacheOver(store: RedisStore) {
  return createSharedSwrCache<string>({
    store,
    namespace: 'test:',
    codec: jsonCodec as Codec<string>,
    ttlMs: 60_000,
    staleWhileRevalidateMs: 60_000,
    maxEntries: 100,
    onStoreError: (operation, error) => store.reportError(operation, error),
  });
}

describe.skipIf(redisMissing)(
  `shared cache over a real redis-server${redisMissing ? ` (skipped: ${REDIS_SKIP_REASON})` : ''}`,
  () => {
    let redis: RunningRedis;
    const stores: RedisStore[] = [];
    beforeAll(async () => {
      redis = await startRedisServer();
    });
    afterAll(async () => {
      await Promise.all(stores.map((store) => store.close()));
      await redis?.stop();
    });
    function store(logger: Logger = recordingLogger()): RedisStore {
      const created = createRedisStore({ url: redis.url, logger });
      stores.push(created);
      return created;
    }

    it('a key written by one instance is served by the other from Redis', async () => {
      const a = cacheOver(store());
      const b = cacheOver(store());
      await vi.waitFor(async () => {
        await a.set('page', 'rendered by a');
        expect(await b.peek('page')).toEqual({ value: 'rendered by a', state: 'hit' });
      });
      const load = vi.fn(async () => 'rendered by b');
      expect(await b.get('page', load)).toEqual({ value: 'rendered by a', state: 'hit' });
      expect(load).not.toHaveBeenCalled();
    });

    it('stores entries with an expiry of ttl + swr and binary-safe values', async () => {
      const raw = store();
      await vi.waitFor(async () => {
        await raw.set('bin', Buffer.from([0, 255, 1, 2]), 5_000);
        expect(await raw.get('bin')).toEqual(Buffer.from([0, 255, 1, 2]));
      });
      expect(await raw.claim('lock', 5_000)).toBe(true);
      expect(await raw.claim('lock', 5_000)).toBe(false);
      await raw.deletePrefix('bi');
      expect(await raw.get('bin')).toBeNull();
    });

    it('keeps answering when Redis goes away (loads, logs one warning) and uses it again when back', async () => {
      const logger = recordingLogger();
      const s = store(logger);
      const cache = cacheOver(s);
      await vi.waitFor(async () => {
        await cache.set('warm', 'x');
        expect(await s.get('test:warm')).not.toBeNull();
      });
      const port = redis.port;
      await redis.stop();
      const started = Date.now();
      for (let i = 0; i < 5; i += 1) {
        expect(await cache.get(`down-${i}`, async () => `v${i}`)).toEqual({
          value: `v${i}`,
          state: 'miss',
        });
      }
      // Failing fast: no offline queue, no waiting for a reconnect.
      expect(Date.now() - started).toBeLessThan(2_000);
      const warnings = logger.lines.filter((line) => line.level === 'warn');
      expect(warnings.length, JSON.stringify(logger.lines)).toBe(1);
      expect(warnings[0]?.msg).toMatch(/shared cache unavailable/);
      redis = await startRedisServer(port);
      await vi.waitFor(
        async () => {
          await cache.set('back', 'y');
          expect(await s.get('test:back')).not.toBeNull();
        },
        { timeout: 8_000, interval: 200 },
      );
    });
  },
);
