import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  redisMissing,
  REDIS_SKIP_REASON,
  startRedisServer,
  type RunningRedis,
} from '../../test/redis-server.js';
import { EncodedBody } from './compression.js';
import { silentLogger } from './logger.js';
import { createSharedCaches, pageCodec } from './shared-caches.js';

describe('pageCodec', () => {
  it('keeps status, headers, content type and body bytes', () => {
    const body = Buffer.from('<!doctype html><p>ñ€</p>'.repeat(100));
    const page = pageCodec.decode(
      pageCodec.encode({
        status: 200,
        headers: [['link', '</a.css>; rel=preload']],
        body: new EncodedBody(body, 'text/html; charset=utf-8'),
      }),
    );
    expect(page.status).toBe(200);
    expect(page.headers).toEqual([['link', '</a.css>; rel=preload']]);
    expect(page.body.contentType).toBe('text/html; charset=utf-8');
    expect(page.body.raw.equals(body)).toBe(true);
    expect(page.body.get('gzip').encoding).toBe('gzip');
  });
});

describe('in memory without REDIS_URL', () => {
  it('content cache loads once and answers from memory', async () => {
    const caches = createSharedCaches({ redisUrl: null, logger: silentLogger });
    const content = caches.contentCache({ ttlMs: 1000, staleWhileRevalidateMs: 0, maxEntries: 5 });
    const load = vi.fn(async () => ({ title: 'Home' }));
    const key = { site: 'es-es', language: 'es-es', call: 'home' };
    expect(await content.get(key, load)).toEqual({ title: 'Home' });
    expect(await content.get(key, load)).toEqual({ title: 'Home' });
    expect(load).toHaveBeenCalledTimes(1);
    expect(caches.shared).toBe(false);
  });
});

describe.skipIf(redisMissing)(
  `content and page caches shared over redis-server${redisMissing ? ` (skipped: ${REDIS_SKIP_REASON})` : ''}`,
  () => {
    let redis: RunningRedis;
    beforeAll(async () => {
      redis = await startRedisServer();
    });
    afterAll(async () => redis?.stop());

    it('content one instance loaded is answered by the other', async () => {
      const a = createSharedCaches({ redisUrl: redis.url, logger: silentLogger });
      const b = createSharedCaches({ redisUrl: redis.url, logger: silentLogger });
      const options = { ttlMs: 60_000, staleWhileRevalidateMs: 0, maxEntries: 5 };
      const key = { site: 'es-es', language: 'es-es', call: 'home' };
      await vi.waitFor(async () => {
        await a.contentCache(options).get(key, async () => ({ title: 'from a' }));
        const load = vi.fn(async () => ({ title: 'from b' }));
        expect(await b.contentCache(options).get(key, load)).toEqual({ title: 'from a' });
        expect(load).not.toHaveBeenCalled();
      });
      await Promise.all([a.close(), b.close()]);
    });
  },
);
