import { describe, expect, it, vi } from 'vitest';
import { proxyCommerce, type ProxyRequest } from './commerce-proxy.js';

const SAME_ORIGIN = { host: 'shop.example', origin: 'http://shop.example' };

function request(overrides: Partial<ProxyRequest> = {}): ProxyRequest {
  return { method: 'GET', url: '/occ/v2/es-es/products/1', headers: {}, body: null, ...overrides };
}

const upstream = (body: unknown, status = 200) =>
  vi.fn(async () => new Response(JSON.stringify(body), { status }));

const cookies = (answer: { headers: Record<string, string | string[]> }): string[] => {
  const value = answer.headers['set-cookie'];
  return value === undefined ? [] : Array.isArray(value) ? value : [value];
};
const hint = (answer: { headers: Record<string, string | string[]> }) =>
  cookies(answer).find((cookie) => cookie.startsWith('atelier_signed_in='));

describe('the signed-in hint cookie', () => {
  it('is set with a login, readable by JavaScript, for as long as the token, and holds no token', async () => {
    const answer = await proxyCommerce(
      request({
        method: 'POST',
        url: '/authorizationserver/oauth/token',
        headers: { ...SAME_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
        body: new TextEncoder().encode('grant_type=password&username=a%40b.c&password=x'),
      }),
      { baseUrl: 'http://backend', fetch: upstream({ access_token: 'secret', expires_in: 600 }) },
    );
    const cookie = hint(answer);
    expect(cookie).toMatch(/^atelier_signed_in=1;/);
    expect(cookie).toContain('Max-Age=600');
    expect(cookie).not.toContain('HttpOnly');
    expect(cookie).not.toContain('secret');
  });

  it('is cleared on logout and when the token is refused', async () => {
    const logout = await proxyCommerce(
      request({ method: 'POST', url: '/logout', headers: SAME_ORIGIN }),
      { baseUrl: 'http://backend', fetch: upstream({}) },
    );
    expect(hint(logout)).toMatch(/^atelier_signed_in=;.*Max-Age=0/);
    const refused = await proxyCommerce(
      request({ headers: { cookie: 'atelier_token=old; atelier_signed_in=1' } }),
      { baseUrl: 'http://backend', fetch: upstream({ errors: [] }, 401) },
    );
    expect(hint(refused)).toMatch(/Max-Age=0/);
  });

  it('is cleared when it outlived the token cookie, and left alone for guests', async () => {
    const stale = await proxyCommerce(request({ headers: { cookie: 'atelier_signed_in=1' } }), {
      baseUrl: 'http://backend',
      fetch: upstream({}),
    });
    expect(hint(stale)).toMatch(/Max-Age=0/);
    const guest = await proxyCommerce(request(), {
      baseUrl: 'http://backend',
      fetch: upstream({}),
    });
    expect(cookies(guest)).toEqual([]);
  });
});
