import { describe, expect, it, vi } from 'vitest';
import { proxyCommerce, type ProxyRequest } from './commerce-proxy.js';

function request(overrides: Partial<ProxyRequest> = {}): ProxyRequest {
  return { method: 'GET', url: '/occ/v2/es-es/products/1', headers: {}, body: null, ...overrides };
}

function upstream(body: unknown, status = 200) {
  return vi.fn(
    async (_url: string | URL | Request, _init?: RequestInit) =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'content-type': 'application/json' },
      }),
  );
}

describe('the /api/commerce proxy', () => {
  it('sends the bearer token from the httpOnly cookie and never the client Authorization', async () => {
    const fetch = upstream({ ok: true });
    await proxyCommerce(
      request({
        headers: { cookie: 'a=1; atelier_token=tok-123', authorization: 'Bearer forged' },
      }),
      { baseUrl: 'http://backend', fetch },
    );
    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('http://backend/occ/v2/es-es/products/1');
    const headers = init?.headers as Record<string, string>;
    expect(headers['authorization']).toBe('Bearer tok-123');
    expect(headers['cookie']).toBeUndefined();
  });

  it('turns a token answer into a Secure httpOnly cookie and removes the token from the body', async () => {
    const fetch = upstream({
      access_token: 'secret',
      refresh_token: 'r',
      token_type: 'bearer',
      expires_in: 3600,
    });
    const answer = await proxyCommerce(
      request({
        method: 'POST',
        url: '/authorizationserver/oauth/token',
        headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux)' },
      }),
      { baseUrl: 'http://backend', fetch },
    );
    const cookie = String(answer.headers['set-cookie']);
    expect(cookie).toContain('atelier_token=secret');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Secure');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain(`Max-Age=${7 * 24 * 3600}`);
    expect(String(answer.body)).not.toContain('secret');
    expect(JSON.parse(String(answer.body))).toMatchObject({
      authenticated: true,
      expires_in: 3600,
    });
  });

  it('uses SameSite=None on Apple devices', async () => {
    const fetch = upstream({ access_token: 'secret' });
    const answer = await proxyCommerce(
      request({
        method: 'POST',
        url: '/authorizationserver/oauth/token',
        headers: { 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)' },
      }),
      { baseUrl: 'http://backend', fetch },
    );
    expect(String(answer.headers['set-cookie'])).toContain('SameSite=None');
  });

  it('clears the cookie on logout and after a 401 with a token', async () => {
    const logout = await proxyCommerce(request({ method: 'POST', url: '/logout' }), {
      baseUrl: 'http://backend',
      fetch: upstream({}),
    });
    expect(String(logout.headers['set-cookie'])).toMatch(/atelier_token=;.*Max-Age=0/);
    const expired = await proxyCommerce(request({ headers: { cookie: 'atelier_token=old' } }), {
      baseUrl: 'http://backend',
      fetch: upstream({ errors: [{ type: 'InvalidTokenError' }] }, 401),
    });
    expect(expired.status).toBe(401);
    expect(String(expired.headers['set-cookie'])).toContain('Max-Age=0');
  });

  it('refuses paths that try to leave the back-end', async () => {
    const fetch = upstream({});
    const answer = await proxyCommerce(request({ url: '/../admin' }), {
      baseUrl: 'http://backend',
      fetch,
    });
    expect(answer.status).toBe(400);
    expect(fetch).not.toHaveBeenCalled();
  });
});
