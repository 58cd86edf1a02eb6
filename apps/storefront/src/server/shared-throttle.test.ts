import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  redisMissing,
  REDIS_SKIP_REASON,
  startRedisServer,
  type RunningRedis,
} from '../../test/redis-server.js';
import { createLoginThrottle, retryAfterFrom } from './login-throttle.js';
import type { Logger } from './logger.js';
import { createRedisStore, type RedisStore } from './redis-store.js';
import { createSharedThrottle, type FailureTimesStore } from './shared-throttle.js';

const OPTIONS = { maxFailures: 3, windowMs: 60_000, maxAddresses: 100 };
const quiet: Logger = { log: () => undefined };

describe('retryAfterFrom', () => {
  it('lets an address try while it has fewer failures than the limit inside the window', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 59_999 }), { maxLength: 2 }),
        (ages) => retryAfterFrom(ages.map((age) => 100_000 - age).sort(), 100_000, OPTIONS) === 0,
      ),
    );
  });

  it('at the limit, the wait ends exactly when the oldest counted failure leaves the window', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 0, max: 59_999 }), { minLength: 3, maxLength: 10 }),
        (ages) => {
          const now = 1_000_000;
          const times = ages.map((age) => now - age).sort((a, b) => a - b);
          const wait = retryAfterFrom(times, now, OPTIONS);
          const oldestCounted = times[times.length - OPTIONS.maxFailures] as number;
          // Whole seconds, never 0, and no earlier than the window allows.
          return (
            wait >= 1 &&
            now + wait * 1000 >= oldestCounted + OPTIONS.windowMs &&
            now + (wait - 1) * 1000 < Math.max(oldestCounted + OPTIONS.windowMs, now + 1)
          );
        },
      ),
    );
  });
});

describe('a shared throttle whose store fails', () => {
  it("falls back to the process's own count instead of letting every try through", async () => {
    const broken: FailureTimesStore = {
      recent: () => Promise.reject(new Error('down')),
      add: () => Promise.reject(new Error('down')),
      clear: () => Promise.reject(new Error('down')),
    };
    const errors: string[] = [];
    const throttle = createSharedThrottle(broken, 'login', OPTIONS, (operation) =>
      errors.push(operation),
    );
    for (let i = 0; i < 3; i += 1) await throttle.recordFailure('198.51.100.4', 1_000 + i);
    expect(await throttle.retryAfterSeconds('198.51.100.4', 1_002)).toBe(60);
    expect(await throttle.retryAfterSeconds('198.51.100.5', 2_000)).toBe(0);
    expect(errors).toContain('login throttle write');
    expect(errors).toContain('login throttle read');
  });
});

describe.skipIf(redisMissing)(
  `throttles shared through a real redis-server${redisMissing ? ` (skipped: ${REDIS_SKIP_REASON})` : ''}`,
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
    /** One storefront instance's throttle: its own Redis connection and its own memory. */
    async function instance(name = 'login') {
      const store = createRedisStore({ url: redis.url, logger: quiet });
      stores.push(store);
      await vi.waitFor(async () => {
        await store.set('ready', Buffer.from('1'), 1_000);
      });
      return createSharedThrottle(store.failureTimes, name, OPTIONS, () => undefined);
    }

    it('failures on one instance count on the other: the limit is per address, not per instance', async () => {
      const a = await instance();
      const b = await instance();
      const address = '203.0.113.9';
      const now = 5_000_000;
      await a.recordFailure(address, now);
      await b.recordFailure(address, now + 1);
      expect(await a.retryAfterSeconds(address, now + 2)).toBe(0);
      await a.recordFailure(address, now + 2);
      // Neither instance saw three failures itself; together they did.
      expect(await b.retryAfterSeconds(address, now + 3)).toBe(60);
      expect(await a.retryAfterSeconds(address, now + 3)).toBe(60);
      expect(await b.retryAfterSeconds('203.0.113.10', now + 3)).toBe(0);
      // The window passes for both.
      expect(await b.retryAfterSeconds(address, now + 60_001)).toBe(0);
    });

    it('two failures in the same millisecond are two failures; a success on either clears both', async () => {
      const a = await instance('same-ms');
      const b = await instance('same-ms');
      const address = '192.0.2.44';
      const now = 7_000_000;
      await Promise.all([a, b, a].map((throttle) => throttle.recordFailure(address, now)));
      expect(await b.retryAfterSeconds(address, now)).toBe(60);
      await a.recordSuccess(address);
      await b.recordSuccess(address);
      expect(await b.retryAfterSeconds(address, now)).toBe(0);
    });

    it('keeps no more than the limit per address and lets the key expire with the window', async () => {
      const store = createRedisStore({ url: redis.url, logger: quiet });
      stores.push(store);
      await vi.waitFor(async () => {
        await store.set('ready', Buffer.from('1'), 1_000);
      });
      for (let i = 0; i < 10; i += 1) await store.failureTimes.add('throttle:k', 1_000 + i, 3, 200);
      expect(await store.failureTimes.recent('throttle:k', 0)).toEqual([1_007, 1_008, 1_009]);
      await vi.waitFor(
        async () => expect(await store.failureTimes.recent('throttle:k', 0)).toEqual([]),
        {
          timeout: 3_000,
          interval: 100,
        },
      );
    });
  },
);

it('the in-memory throttle is the same rule (no Redis configured)', async () => {
  const throttle = createLoginThrottle(OPTIONS);
  for (let i = 0; i < 3; i += 1) await throttle.recordFailure('a', 10 + i);
  expect(await throttle.retryAfterSeconds('a', 20)).toBe(60);
  await throttle.recordSuccess('a');
  expect(await throttle.retryAfterSeconds('a', 20)).toBe(0);
});
