// The registration captcha as an attacker meets it: the storefront app on a real port, its
// /api/commerce proxy in front of a stand-in back-end that records what reaches it, and every
// request written byte for byte (curl --path-as-is).
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listenApp, type ListeningApp } from '../../test/listen-app.js';
import { rawRequest } from '../../test/raw-http.js';
import { createCaptcha, encodeCaptchaToken } from './captcha.js';
import { isRegistrationCall } from './captcha-gate.js';

const START = Date.UTC(2030, 0, 1, 12, 0, 0);
const time = { at: START };
const REGISTRATION = {
  email: 'bot@example.com',
  name: 'Bot',
  surname: 'Net',
  password: 'Secret-2026',
};

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

describe('the registration captcha at the commerce proxy', () => {
  const reached: { method: string; url: string; body: string }[] = [];
  let backend: Server;
  let shop: ListeningApp;
  let origin = '';

  beforeAll(async () => {
    backend = createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        reached.push({
          method: req.method ?? '',
          url: req.url ?? '',
          body: Buffer.concat(chunks).toString(),
        });
        res.writeHead(201, { 'content-type': 'application/json' }).end('{"uid":"bot@example.com"}');
      });
    });
    const backendUrl = await listen(backend);
    shop = await listenApp({
      render: async () => ({ status: 200, contentType: 'text/html', body: '' }),
      commerceBaseUrl: backendUrl,
      htmlCache: null,
      logger: { log: () => {} },
      captcha: createCaptcha({
        secret: 'shop-secret',
        now: () => time.at,
        work: { cost: 10, minTries: 1, maxTries: 20 },
      }),
    });
    origin = shop.base;
  });
  afterAll(async () => {
    await shop.close();
    await new Promise<void>((resolve) => backend.close(() => resolve()));
  });
  beforeEach(() => {
    reached.length = 0;
    time.at = START;
  });

  async function challenge(from = origin): Promise<Challenge> {
    const answer = await rawRequest(from, { path: '/api/captcha' });
    expect(answer.status).toBe(200);
    return JSON.parse(answer.body) as Challenge;
  }

  async function token(from?: string): Promise<string> {
    const issued = await challenge(from);
    const solution = await solveChallenge({ challenge: issued, deriveKey });
    if (!solution) throw new Error('no solution');
    return encodeCaptchaToken({
      challenge: issued,
      solution: { counter: solution.counter, derivedKey: solution.derivedKey },
    });
  }

  function register(body: unknown, path = '/api/commerce/occ/v2/es-es/users') {
    return rawRequest(origin, {
      method: 'POST',
      path,
      headers: { origin, 'content-type': 'application/json' },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    });
  }

  function expectCaptchaRefusal(
    answer: Awaited<ReturnType<typeof register>>,
    reason: string,
  ): void {
    expect(answer.status).toBe(400);
    expect(answer.headers['cache-control']).toBe('no-store');
    const body = JSON.parse(answer.body) as { errors: { type: string; reason: string }[] };
    expect(body.errors[0]).toMatchObject({ type: 'CaptchaError', reason });
  }

  it('answers a fresh signed challenge that no cache may keep', async () => {
    const answer = await rawRequest(origin, { path: '/api/captcha' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toContain('application/json');
    expect(answer.headers['cache-control']).toBe('no-store');
    const first = JSON.parse(answer.body) as Challenge;
    expect(first.signature).toMatch(/^[0-9a-f]{64}$/);
    expect(first.parameters.expiresAt).toBe(START / 1000 + 300);
    expect((await challenge()).parameters.nonce).not.toBe(first.parameters.nonce);
    const posted = await rawRequest(origin, { method: 'POST', path: '/api/captcha' });
    expect(posted.status).toBe(405);
  });

  it('forwards a registration with a solved captcha, body untouched', async () => {
    const body = { ...REGISTRATION, reCaptchaToken: await token() };
    const answer = await register(body);
    expect(answer.status).toBe(201);
    expect(reached).toEqual([
      { method: 'POST', url: '/occ/v2/es-es/users', body: JSON.stringify(body) },
    ]);
  });

  it('refuses a registration without a token, with an empty one, or with no body', async () => {
    expectCaptchaRefusal(await register(REGISTRATION), 'missing');
    expectCaptchaRefusal(await register({ ...REGISTRATION, reCaptchaToken: '' }), 'missing');
    expectCaptchaRefusal(await register(''), 'missing');
    expectCaptchaRefusal(await register('[1]'), 'missing');
    expect(reached).toEqual([]);
  });

  it('refuses a malformed token, a reused one, an expired one and one of another key', async () => {
    expectCaptchaRefusal(
      await register({ ...REGISTRATION, reCaptchaToken: 'solved, honest' }),
      'malformed',
    );

    const once = await token();
    expect((await register({ ...REGISTRATION, reCaptchaToken: once })).status).toBe(201);
    expectCaptchaRefusal(await register({ ...REGISTRATION, reCaptchaToken: once }), 'replayed');

    const late = await token();
    time.at += 5 * 60_000;
    expectCaptchaRefusal(await register({ ...REGISTRATION, reCaptchaToken: late }), 'expired');

    const elsewhere = createCaptcha({
      secret: 'another-shop',
      now: () => time.at,
      work: { cost: 10, minTries: 1, maxTries: 20 },
    });
    const foreign = (await elsewhere.challenge()) as Challenge;
    const solution = await solveChallenge({ challenge: foreign, deriveKey });
    const forged = encodeCaptchaToken({
      challenge: foreign,
      solution: { counter: solution!.counter, derivedKey: solution!.derivedKey },
    });
    expectCaptchaRefusal(await register({ ...REGISTRATION, reCaptchaToken: forged }), 'invalid');
    expect(reached).toHaveLength(1);
  });

  it('guards the users collection however the path is spelled', async () => {
    for (const path of [
      '/api/commerce/occ/v2/es-es/users/',
      '/api/commerce/occ/v2/es-es/us%65rs',
      '/api/commerce/occ/v2/es-es/USERS',
      '/api/commerce/occ/v2/es-es/users;jsessionid=1',
      '/api/commerce/occ/v2/es-es/users.json',
      '/api/commerce/occ/v2/es-es/users?fields=FULL',
      '/api/commerce/occ/v2/su-es/users',
    ]) {
      expectCaptchaRefusal(await register(REGISTRATION, path), 'missing');
    }
    expect(reached).toEqual([]);
  });

  it('leaves the other calls on users alone', async () => {
    const answer = await rawRequest(origin, {
      method: 'POST',
      path: '/api/commerce/occ/v2/es-es/users/anonymous/carts',
      headers: { origin, 'content-type': 'application/json' },
      body: '{}',
    });
    expect(answer.status).toBe(201);
    expect(reached).toHaveLength(1);
  });
});

describe('which calls register a user', () => {
  it('is POST on /occ/v2/{site}/users, and nothing under it', () => {
    expect(isRegistrationCall('POST', '/occ/v2/es-es/users')).toBe(true);
    expect(isRegistrationCall('post', '/occ/v2/es-es/Users/')).toBe(true);
    expect(isRegistrationCall('PUT', '/occ/v2/es-es/users')).toBe(false);
    expect(isRegistrationCall('POST', '/occ/v2/es-es/users/current')).toBe(false);
    expect(isRegistrationCall('POST', '/occ/v2/es-es/users/anonymous/carts')).toBe(false);
    expect(isRegistrationCall('POST', '/occ/v2/es-es/orders')).toBe(false);
  });
});
