// Issue 30, hole 10 and the login throttle: without Redis, what one worker counted the others
// know. The built storefront runs with two cluster workers (the primary hands connections out
// in turn, so consecutive connections reach both) and the primary keeps the shared counts.
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { describe, expect, it } from 'vitest';
import { encodeCaptchaToken } from '../../src/server/captcha.js';
import { isBuilt } from '../start-built-server.js';
import { rawRequest } from '../raw-http.js';
import { hostileSetupForSuite } from './hostile-server.js';

describe.skipIf(!isBuilt)('two workers, one count (issue 30)', () => {
  // No trusted proxy: a client's own X-Forwarded-For must not give it new addresses.
  const setup = hostileSetupForSuite({
    commerceTimeoutMs: 15_000,
    workers: 2,
    env: { TRUSTED_PROXIES: '' },
  });
  const send = (request: Parameters<typeof rawRequest>[1]) => rawRequest(setup.url, request);

  async function solvedToken(): Promise<string> {
    const issued = JSON.parse((await send({ path: '/api/captcha' })).body) as Challenge;
    const solution = await solveChallenge({ challenge: issued, deriveKey });
    if (!solution) throw new Error('no solution');
    return encodeCaptchaToken({
      challenge: issued,
      solution: { counter: solution.counter, derivedKey: solution.derivedKey },
    });
  }

  it('10. registers one account per solved captcha, whichever worker takes the request', async () => {
    const reCaptchaToken = await solvedToken();
    const statuses: number[] = [];
    for (let i = 0; i < 4; i += 1) {
      const answer = await send({
        method: 'POST',
        path: '/api/commerce/occ/v2/es-es/users',
        headers: { origin: setup.url, 'content-type': 'application/json' },
        body: JSON.stringify({
          email: `bot${i}-${Date.now()}@example.com`,
          name: 'Bot',
          surname: 'Net',
          password: 'Secret-2026',
          reCaptchaToken,
        }),
      });
      statuses.push(answer.status);
      if (answer.status === 400) expect(answer.body).toContain('CaptchaError');
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
  }, 60_000);

  it('counts failed logins from one address across workers, whatever X-Forwarded-For it sends: the 11th is a 429', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const answer = await send({
        method: 'POST',
        path: '/api/commerce/authorizationserver/oauth/token',
        headers: {
          origin: setup.url,
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': `198.51.100.${i}`,
        },
        body: new URLSearchParams({
          grant_type: 'password',
          username: `nobody${i}@example.com`,
          password: 'wrong-password',
        }).toString(),
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 10).every((status) => status === 400 || status === 401)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  }, 120_000);
});
