// The browser's solver against the storefront's real /api/captcha over HTTP: what it sends is
// what the server accepts, once.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenApp, type ListeningApp } from '../../../../../test/listen-app.js';
import { createCaptcha, type Captcha } from '../../../../server/captcha.js';
import { solveCaptcha } from './captcha-solver.js';

describe('solving the storefront captcha in the page', () => {
  let server: ListeningApp;
  let origin = '';
  const captcha: Captcha = createCaptcha({
    secret: 'shop-secret',
    work: { cost: 10, minTries: 1, maxTries: 20 },
  });
  const fromShop: typeof fetch = (input, init) => fetch(`${origin}${String(input)}`, init);

  beforeAll(async () => {
    server = await listenApp({
      render: async () => ({ status: 200, contentType: 'text/html', body: '' }),
      commerceBaseUrl: 'http://127.0.0.1:9',
      htmlCache: null,
      logger: { log: () => {} },
      captcha,
    });
    origin = server.base;
  });
  afterAll(() => server.close());

  it('sends a token the server accepts once', async () => {
    const solved = await solveCaptcha(fromShop);
    expect(solved.expiresAtMs).toBeGreaterThan(0);
    expect(await captcha.verify(solved.token)).toEqual({ ok: true });
    expect(await captcha.verify(solved.token)).toEqual({ ok: false, reason: 'replayed' });
  });

  it('fails on an answer that is not a challenge, instead of solving something else', async () => {
    const odd: typeof fetch = async () =>
      new Response(JSON.stringify({ parameters: { algorithm: 'ARGON2ID' } }), { status: 200 });
    await expect(solveCaptcha(odd)).rejects.toThrow();
    const down: typeof fetch = async () => new Response('', { status: 503 });
    await expect(solveCaptcha(down)).rejects.toThrow('HTTP 503');
  });
});
