import { describe, expect, it, vi } from 'vitest';
import { proxyCommerce, type ProxyRequest } from './commerce-proxy.js';
import { createLoginThrottle } from './login-throttle.js';

const SAME_ORIGIN = { host: 'shop.example', origin: 'http://shop.example' };
const LOGIN_FORM = new TextEncoder().encode('grant_type=password&username=a%40b.c&password=x');

function request(overrides: Partial<ProxyRequest> = {}): ProxyRequest {
  return { method: 'GET', url: '/occ/v2/es-es/products/1', headers: {}, body: null, ...overrides };
}

function login(headers: ProxyRequest['headers'] = {}): ProxyRequest {
  return request({
    method: 'POST',
    url: '/authorizationserver/oauth/token',
    headers: { ...SAME_ORIGIN, 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: LOGIN_FORM,
  });
}

function upstream(body: unknown, status = 200) {
  return vi.fn(
    async (_url: string | URL | Request, _init?: RequestInit) =>
      new Response(typeof body === 'string' ? body : JSON.stringify(body), {
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

  it('never puts a token cookie with CR/LF or non-Latin-1 characters in a header, and drops it', async () => {
    for (const value of ['a%0D%0AX-Evil%3A%201', 'caf%C3%A9', '%22quoted%22']) {
      const fetch = upstream({ ok: true });
      const answer = await proxyCommerce(
        request({ headers: { cookie: `atelier_token=${value}` } }),
        {
          baseUrl: 'http://backend',
          fetch,
        },
      );
      expect(answer.status).toBe(200);
      const headers = fetch.mock.calls[0]?.[1]?.headers as Record<string, string>;
      expect(headers['authorization']).toBeUndefined();
      expect(String(answer.headers['set-cookie'])).toContain('Max-Age=0');
    }
  });

  it('turns a password login into a Secure httpOnly Lax cookie that lives as long as the token', async () => {
    const fetch = upstream({
      access_token: 'secret',
      refresh_token: 'r',
      token_type: 'bearer',
      expires_in: 3600,
    });
    const answer = await proxyCommerce(
      login({ 'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0)' }),
      {
        baseUrl: 'http://backend',
        fetch,
      },
    );
    const cookie = String(answer.headers['set-cookie']);
    expect(cookie).toContain('atelier_token=secret');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('Secure');
    // Lax for every browser, Apple devices included: None would ride along on cross-site POSTs.
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('Max-Age=3600');
    expect(String(answer.body)).not.toContain('secret');
    expect(JSON.parse(String(answer.body))).toMatchObject({
      authenticated: true,
      expires_in: 3600,
    });
  });

  it('refuses other grants: a client token never becomes a shopper cookie', async () => {
    const fetch = upstream({ access_token: 'client', expires_in: 60 });
    const answer = await proxyCommerce(
      request({
        method: 'POST',
        url: '/authorizationserver/oauth/token',
        headers: { ...SAME_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
        body: new TextEncoder().encode('grant_type=client_credentials'),
      }),
      { baseUrl: 'http://backend', fetch },
    );
    expect(answer.status).toBe(400);
    expect(answer.headers['set-cookie']).toBeUndefined();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('answers 502 for a token answer that is not JSON or has no token', async () => {
    for (const body of ['<html>oops</html>', { token_type: 'bearer' }]) {
      const answer = await proxyCommerce(login(), {
        baseUrl: 'http://backend',
        fetch: upstream(body),
      });
      expect(answer.status).toBe(502);
      expect(answer.headers['set-cookie']).toBeUndefined();
    }
  });

  it('clears the cookie on logout and after a 401 with a token', async () => {
    const logout = await proxyCommerce(
      request({ method: 'POST', url: '/logout', headers: SAME_ORIGIN }),
      {
        baseUrl: 'http://backend',
        fetch: upstream({}),
      },
    );
    expect(String(logout.headers['set-cookie'])).toMatch(/atelier_token=;.*Max-Age=0/);
    const expired = await proxyCommerce(request({ headers: { cookie: 'atelier_token=old' } }), {
      baseUrl: 'http://backend',
      fetch: upstream({ errors: [{ type: 'InvalidTokenError' }] }, 401),
    });
    expect(expired.status).toBe(401);
    expect(String(expired.headers['set-cookie'])).toContain('Max-Age=0');
  });

  it('refuses state-changing calls from another site, or with no origin at all', async () => {
    const post = (headers: ProxyRequest['headers']) =>
      proxyCommerce(
        request({ method: 'POST', url: '/occ/v2/es-es/users/anonymous/carts', headers }),
        { baseUrl: 'http://backend', fetch: upstream({ code: '1' }, 201) },
      );
    expect((await post({ host: 'shop.example', origin: 'https://evil.example' })).status).toBe(403);
    expect((await post({ host: 'shop.example', 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await post({ host: 'shop.example', 'sec-fetch-site': 'same-site' })).status).toBe(403);
    expect((await post({ host: 'shop.example' })).status).toBe(403);
    expect((await post({ host: 'shop.example', origin: 'null' })).status).toBe(403);
    expect((await post(SAME_ORIGIN)).status).toBe(201);
    expect((await post({ host: 'shop.example', 'sec-fetch-site': 'same-origin' })).status).toBe(
      201,
    );
  });

  it('takes JSON bodies only (forms only for the login and the payment pages)', async () => {
    const answer = await proxyCommerce(
      request({
        method: 'POST',
        url: '/occ/v2/es-es/users/current/orders',
        headers: { ...SAME_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
        body: new TextEncoder().encode('cartId=current'),
      }),
      { baseUrl: 'http://backend', fetch: upstream({}) },
    );
    expect(answer.status).toBe(415);
    const page = await proxyCommerce(
      request({
        method: 'POST',
        url: '/sandbox/3ds2/challenge/p-1/approve',
        headers: { ...SAME_ORIGIN, 'content-type': 'application/x-www-form-urlencoded' },
        body: new TextEncoder().encode('x=1'),
      }),
      { baseUrl: 'http://backend', fetch: upstream({}) },
    );
    expect(page.status).toBe(200);
  });

  it('refuses credentials in the query string', async () => {
    const fetch = upstream({});
    const answer = await proxyCommerce(
      request({ url: '/occ/v2/es-es/users/current?password=hunter2' }),
      { baseUrl: 'http://backend', fetch },
    );
    expect(answer.status).toBe(400);
    expect(fetch).not.toHaveBeenCalled();
  });

  it('limits failed logins per address with Retry-After, and a success starts again', async () => {
    let now = 0;
    const throttle = createLoginThrottle({ maxFailures: 3, windowMs: 60_000, maxAddresses: 10 });
    const deps = { baseUrl: 'http://backend', loginThrottle: throttle, now: () => now };
    const wrong = () => upstream({ error: 'invalid_grant' }, 400);
    for (let i = 0; i < 3; i += 1) {
      const answer = await proxyCommerce(
        { ...login(), clientAddress: '10.0.0.1' },
        { ...deps, fetch: wrong() },
      );
      expect(answer.status).toBe(400);
    }
    const fetch = wrong();
    const limited = await proxyCommerce(
      { ...login(), clientAddress: '10.0.0.1' },
      { ...deps, fetch },
    );
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBe(60);
    expect(fetch).not.toHaveBeenCalled();
    // Another address is not held back by this one.
    const other = await proxyCommerce(
      { ...login(), clientAddress: '10.0.0.2' },
      { ...deps, fetch: wrong() },
    );
    expect(other.status).toBe(400);
    now = 60_001;
    const later = await proxyCommerce(
      { ...login(), clientAddress: '10.0.0.1' },
      { ...deps, fetch: upstream({ access_token: 't', expires_in: 10 }) },
    );
    expect(later.status).toBe(200);
  });

  it('answers 502 when the back-end is down and 504 past the timeout, as JSON', async () => {
    const down = await proxyCommerce(request(), {
      baseUrl: 'http://backend',
      fetch: vi.fn(async () => {
        throw new TypeError('fetch failed');
      }),
    });
    expect(down.status).toBe(502);
    expect(JSON.parse(String(down.body))).toMatchObject({ errors: [{ type: 'BadGatewayError' }] });
    const slow = await proxyCommerce(request(), {
      baseUrl: 'http://backend',
      timeoutMs: 20,
      fetch: vi.fn(
        (_url: string | URL | Request, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
          }),
      ),
    });
    expect(slow.status).toBe(504);
  });

  it('stops the upstream call when the shopper goes away', async () => {
    const gone = new AbortController();
    let upstreamSignal: AbortSignal | undefined;
    const pending = proxyCommerce(request({ signal: gone.signal }), {
      baseUrl: 'http://backend',
      fetch: vi.fn(
        (_url: string | URL | Request, init?: RequestInit) =>
          new Promise<Response>((_resolve, reject) => {
            upstreamSignal = init?.signal ?? undefined;
            init?.signal?.addEventListener('abort', () => reject(init.signal?.reason));
          }),
      ),
    });
    gone.abort();
    await pending;
    expect(upstreamSignal?.aborted).toBe(true);
  });

  it('sends a Location on the back-end origin back through the proxy', async () => {
    const fetch = vi.fn(
      async () =>
        new Response(null, {
          status: 303,
          headers: { location: 'http://backend/sandbox/provider/p1' },
        }),
    );
    const answer = await proxyCommerce(request({ url: '/sandbox/provider/p1' }), {
      baseUrl: 'http://backend',
      fetch,
    });
    expect(answer.headers['location']).toBe('/api/commerce/sandbox/provider/p1');
    const back = await proxyCommerce(request({ url: '/sandbox/provider/p1' }), {
      baseUrl: 'http://backend',
      fetch: vi.fn(
        async () =>
          new Response(null, {
            status: 303,
            headers: { location: '/es-es/checkout/confirmation/' },
          }),
      ),
    });
    expect(back.headers['location']).toBe('/es-es/checkout/confirmation/');
  });
});
