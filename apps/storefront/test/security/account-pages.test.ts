// Issue 17: the signing-in pages against the built server. Who is signed in decides the
// redirects, yet no page's HTML carries a shopper's data or a reset link's token, and the
// account pages never go through the shared HTML cache.
import { describe, expect, it } from 'vitest';
import { rawRequest } from '../raw-http.js';
import { isBuilt } from '../start-built-server.js';
import { hostileSetupForSuite } from './hostile-server.js';

const SHOPPER = { username: 'shopper@example.com', password: 'Atelier-2026!' };

describe.skipIf(!isBuilt)('the signing-in pages of the built storefront (issue 17)', () => {
  // These pages sign in and never test a timeout: a long one keeps a busy machine's slow
  // login from standing in as a 504.
  const setup = hostileSetupForSuite({ commerceTimeoutMs: 15_000 });
  const send = (request: Parameters<typeof rawRequest>[1]) => rawRequest(setup.url, request);

  async function tokenCookie(): Promise<string> {
    const answer = await send({
      method: 'POST',
      path: '/api/commerce/authorizationserver/oauth/token',
      headers: { origin: setup.url, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', ...SHOPPER }).toString(),
    });
    expect(answer.status).toBe(200);
    return answer.setCookies.map((line) => line.split(';')[0]).join('; ');
  }

  it('sends a guest from the account to the login, and a signed-in shopper from registration to the account', async () => {
    for (const path of ['/es-es/my-account/', '/es-es/my-account/orders/']) {
      const guest = await send({ path });
      expect(guest.status, path).toBe(302);
      expect(guest.headers['location']).toBe('/es-es/register/');
    }
    const cookie = await tokenCookie();
    for (const path of ['/es-es/register/', '/es-es/register-loyalty/']) {
      const signedIn = await send({ path, headers: { cookie } });
      expect(signedIn.status, path).toBe(302);
      expect(signedIn.headers['location']).toBe('/es-es/my-account/');
    }
    expect((await send({ path: '/es-es/register/' })).status).toBe(200);
  });

  it("keeps the shopper's data out of every page's HTML and the account out of the cache", async () => {
    const cookie = await tokenCookie();
    for (const path of ['/es-es/my-account/', '/es-es/', '/es-es/login/pw/request/external/']) {
      const page = await send({ path, headers: { cookie } });
      expect(page.status, path).toBe(200);
      expect(page.body, path).not.toContain('Lucía');
      expect(page.body, path).not.toContain('shopper@example.com');
      expect(page.body, path).not.toMatch(/atelier_token|access_token/);
    }
    const account = await send({ path: '/es-es/my-account/', headers: { cookie } });
    expect(account.headers['x-cache']).toBe('off');
    expect(account.headers['cache-control']).toMatch(/private|no-store/);
  });

  it("a forged token cookie opens no account page's data", async () => {
    const forged = await send({
      path: '/es-es/my-account/',
      headers: { cookie: 'atelier_token=forged-token; atelier_signed_in=1' },
    });
    // The cookie's presence lets the page render; the user is read in the browser, where the
    // back-end refuses the token and the page sends the visitor to the login.
    expect(forged.body).not.toContain('Lucía');
    const user = await send({
      path: '/api/commerce/occ/v2/es-es/users/current',
      headers: { cookie: 'atelier_token=forged-token; atelier_signed_in=1' },
    });
    expect(user.status).toBe(401);
    expect(user.setCookies.join(' ')).toMatch(/atelier_token=;.*Max-Age=0/);
    expect(user.setCookies.join(' ')).toMatch(/atelier_signed_in=;.*Max-Age=0/);
  });

  it('never writes the reset link token into the page', async () => {
    const page = await send({ path: '/es-es/login/pw/change/?token=SECRET-reset-123' });
    expect(page.status).toBe(200);
    expect(page.body).not.toContain('SECRET-reset-123');
  });
});
