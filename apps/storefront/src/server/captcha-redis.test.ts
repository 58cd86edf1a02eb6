// Two storefront instances behind one load balancer share a Redis: a captcha solution spent
// on one is refused by the other (SET NX in the shared store), not only by the one that saw it.
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  redisMissing,
  REDIS_SKIP_REASON,
  startRedisServer,
  type RunningRedis,
} from '../../test/redis-server.js';
import { createCaptcha, encodeCaptchaToken, type Captcha } from './captcha.js';
import { silentLogger } from './logger.js';
import { createSharedCaches, type SharedCaches } from './shared-caches.js';

const LIGHT = { cost: 10, minTries: 1, maxTries: 20 };

async function solvedToken(captcha: Captcha): Promise<string> {
  const challenge = (await captcha.challenge()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('no solution');
  return encodeCaptchaToken({
    challenge,
    solution: { counter: solution.counter, derivedKey: solution.derivedKey },
  });
}

function instance(caches: SharedCaches): Captcha {
  return createCaptcha({ secret: 'one-secret', work: LIGHT, replay: caches.captchaReplayGuard() });
}

describe('spent captchas without REDIS_URL', () => {
  it('are remembered by the process that saw them', async () => {
    const caches = createSharedCaches({ redisUrl: null, logger: silentLogger });
    const captcha = instance(caches);
    const token = await solvedToken(captcha);
    expect(await captcha.verify(token)).toEqual({ ok: true });
    expect(await captcha.verify(token)).toEqual({ ok: false, reason: 'replayed' });
  });
});

describe.skipIf(redisMissing)(
  `spent captchas shared over redis-server${redisMissing ? ` (skipped: ${REDIS_SKIP_REASON})` : ''}`,
  () => {
    let redis: RunningRedis;
    const opened: SharedCaches[] = [];
    beforeAll(async () => {
      redis = await startRedisServer();
    });
    afterAll(async () => {
      for (const caches of opened) await caches.close();
      await redis?.stop();
    });

    it('a token spent on one instance is refused by the other', async () => {
      const a = createSharedCaches({ redisUrl: redis.url, logger: silentLogger });
      const b = createSharedCaches({ redisUrl: redis.url, logger: silentLogger });
      opened.push(a, b);
      const one = instance(a);
      const two = instance(b);
      // The first connection is made in the background: wait until a spend reaches Redis.
      let token = '';
      await expect
        .poll(async () => {
          token = await solvedToken(one);
          expect(await one.verify(token)).toEqual({ ok: true });
          return (await two.verify(token)).ok;
        })
        .toBe(false);
      expect(await two.verify(token)).toEqual({ ok: false, reason: 'replayed' });
    });
  },
);
