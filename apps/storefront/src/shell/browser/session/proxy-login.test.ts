import { classifyLoginError } from '@atelier/core-loyalty';
import { describe, expect, it, vi } from 'vitest';
import { PROXY_SESSION, ProxyCallError, proxyLogin, proxyLogout } from './proxy-login.js';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

describe('the login through the proxy', () => {
  it('posts the password grant as a form and keeps only a stand-in for the session', async () => {
    const fetcher = vi.fn(async () => json(200, { authenticated: true, expires_in: 3600 }));
    expect(await proxyLogin('/api/commerce', 'ana@example.com', 'p w&d', fetcher)).toEqual(
      PROXY_SESSION,
    );
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/commerce/authorizationserver/oauth/token');
    expect(init.method).toBe('POST');
    expect(new URLSearchParams(String(init.body)).get('password')).toBe('p w&d');
    expect(url).not.toContain('password');
  });

  it("refuses an answer that is not the proxy's (a token in the page would be one)", async () => {
    const fetcher = async () => json(200, { access_token: 'leaked' });
    await expect(proxyLogin('/api/commerce', 'a@b.co', 'x', fetcher)).rejects.toBeInstanceOf(
      ProxyCallError,
    );
  });

  it('rejects with the envelope the core classifies: invalid_grant is a wrong account', async () => {
    const wrong = async () =>
      json(400, { error: 'invalid_grant', errors: [{ type: 'InvalidGrantError' }] });
    const error = await proxyLogin('/api/commerce', 'a@b.co', 'x', wrong).catch((e: unknown) => e);
    expect(classifyLoginError(error)).toBe('wrongAccount');
    const down = async () => new Response('<html>', { status: 502 });
    const failure = await proxyLogin('/api/commerce', 'a@b.co', 'x', down).catch((e: unknown) => e);
    expect(classifyLoginError(failure)).toBe('unexpectedError');
  });

  it('logs out with a POST and says when the proxy refused', async () => {
    await expect(
      proxyLogout('/api/commerce', async () => new Response(null, { status: 204 })),
    ).resolves.toBeUndefined();
    await expect(
      proxyLogout('/api/commerce', async () => json(403, { errors: [{ type: 'ForbiddenError' }] })),
    ).rejects.toBeInstanceOf(ProxyCallError);
  });
});
