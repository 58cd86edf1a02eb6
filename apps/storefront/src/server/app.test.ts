import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenApp, type ListeningApp } from '../../test/listen-app.js';
import { createSwrCache } from './swr-cache.js';
import type { CachedPage, RenderInput } from './app.js';

const render = vi.fn(async (input: RenderInput) => {
  const missing = input.urlOriginal.includes('missing');
  // A page that answers with a cookie (a personalised one) must never be cached.
  const personal = input.urlOriginal.includes('personal');
  await new Promise((resolve) => setTimeout(resolve, 5));
  return {
    status: missing ? 404 : 200,
    contentType: 'text/html; charset=utf-8',
    body: `<html><body>${input.urlOriginal} ${input.request.customerGroup} ${'x'.repeat(2000)}</body></html>`,
    ...(personal ? { headers: [['set-cookie', 'seen=1; Path=/'] as [string, string]] } : {}),
  };
});

const logged: Record<string, unknown>[] = [];
const api = vi.fn(async (pathname: string) => {
  if (pathname === '/api/down') throw new TypeError('fetch failed');
  // The OCC client's own failure past its timeout.
  if (pathname === '/api/occ-slow')
    throw Object.assign(new Error('GET /products failed'), { kind: 'timeout' });
  if (pathname === '/api/slow')
    throw Object.assign(new Error('timed out'), { name: 'TimeoutError' });
  return null;
});

describe('the storefront HTTP app', () => {
  let server: ListeningApp;
  let base = '';
  const cache = createSwrCache<CachedPage>({
    ttlMs: 60_000,
    staleWhileRevalidateMs: 0,
    maxEntries: 100,
  });

  beforeAll(async () => {
    server = await listenApp({
      render,
      commerceBaseUrl: 'http://127.0.0.1:9',
      htmlCache: cache,
      api,
      logger: { log: (_level, msg, fields) => logged.push({ msg, ...fields }) },
    });
    base = server.base;
  });
  afterAll(() => server.close());
  beforeEach(() => {
    render.mockClear();
    cache.clear();
  });

  it('redirects with 301 by the trailing-slash rule, keeping the query', async () => {
    const home = await fetch(`${base}/es-es?x=1`, { redirect: 'manual' });
    expect(home.status).toBe(301);
    expect(home.headers.get('location')).toBe('/es-es/?x=1');
    const category = await fetch(`${base}/es-es/anillos/c/11/`, { redirect: 'manual' });
    expect(category.status).toBe(301);
    expect(category.headers.get('location')).toBe('/es-es/anillos/c/11');
    expect((await fetch(`${base}//evil.example/`, { redirect: 'manual' })).status).not.toBe(301);
    expect(render).toHaveBeenCalledTimes(1);
  });

  it('sends the security headers on every answer', async () => {
    const response = await fetch(`${base}/es-es/`);
    const csp = response.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('strict-transport-security')).toBeNull();
    expect(response.headers.get('permissions-policy')).toContain('camera=()');
    // Anyone can claim HTTPS in a header (issue 30): HSTS comes from HSTS=1 or a TLS socket.
    const claimed = await fetch(`${base}/health`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(claimed.headers.get('strict-transport-security')).toBeNull();
    const tls = await listenApp({
      render,
      commerceBaseUrl: 'http://127.0.0.1:9',
      htmlCache: null,
      logger: { log: () => {} },
      hsts: true,
    });
    const behindTls = await fetch(`${tls.base}/health`);
    expect(behindTls.headers.get('strict-transport-security')).toContain('max-age=');
    await tls.close();
  });

  it('caches catalogue pages per customer group and renders them once', async () => {
    const first = await fetch(`${base}/es-es/c/3`);
    const second = await fetch(`${base}/es-es/c/3`);
    expect(first.headers.get('x-cache')).toBe('miss');
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(await second.text()).toContain('not logged');
    expect(render).toHaveBeenCalledTimes(1);
    const registered = await fetch(`${base}/es-es/c/3`, { headers: { cookie: 'atelier_token=t' } });
    expect(registered.headers.get('x-cache')).toBe('miss');
    expect(await registered.text()).toContain('registered');
    expect(render).toHaveBeenCalledTimes(2);
  });

  it('never caches bag, checkout or account pages, nor error pages', async () => {
    for (const path of [
      '/es-es/cart/',
      '/es-es/checkout/shipping/',
      '/es-es/my-account/',
      '/es-es/missing-landing',
    ]) {
      await fetch(`${base}${path}`);
      const again = await fetch(`${base}${path}`);
      expect(again.headers.get('x-cache'), path).not.toBe('hit');
    }
    expect(render).toHaveBeenCalledTimes(8);
  });

  it('lets a CDN hold anonymous catalogue pages, and keeps personal answers out of shared caches', async () => {
    const shared = await fetch(`${base}/es-es/c/3`, { headers: { cookie: 'atelier_consent=all' } });
    expect(shared.headers.get('cache-control')).toBe(
      'public, max-age=0, s-maxage=30, stale-while-revalidate=120',
    );
    // Shared caches must key on what the page varies by besides the URL.
    expect(shared.headers.get('vary')).toContain('x-atelier-channel');
    expect(shared.headers.get('vary')).toContain('accept-encoding');
    for (const headers of [
      // No cookie decision yet: the page carries the cookie notice (ADR 0061).
      {},
      { cookie: 'atelier_token=t' },
      { 'x-atelier-channel': 'APP' },
      { 'x-atelier-site-type': 'corporate' },
    ]) {
      const page = await fetch(`${base}/es-es/c/3`, { headers });
      expect(page.headers.get('cache-control'), JSON.stringify(headers)).toBe('private, no-cache');
    }
    for (const path of [
      '/es-es/cart/',
      '/es-es/my-account/',
      '/es-es/missing-landing',
      '/es-es/personal',
    ]) {
      const page = await fetch(`${base}${path}`);
      expect(page.headers.get('cache-control'), path).toBe('private, no-store');
    }
  });

  it('compresses HTML with brotli or gzip as the client accepts', async () => {
    const response = await fetch(`${base}/es-es/`, { headers: { 'accept-encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.text()).toContain('/es-es/');
  });

  it('redirects / to the saved country selection', async () => {
    const cookie = `countrySelection=${encodeURIComponent(JSON.stringify({ countryISO: 'JP', cultureCode: 'ja-JP', currencyCode: 'JPY', site: 'jp-ja' }))}`;
    const response = await fetch(`${base}/`, { headers: { cookie }, redirect: 'manual' });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/jp-ja/');
    expect((await fetch(`${base}/`, { redirect: 'manual' })).status).toBe(200);
  });

  it('serves health, jewellery images and postal-code files; unknown ones are 404', async () => {
    expect(await (await fetch(`${base}/health`)).json()).toEqual({ status: 'ok' });
    const svg = await fetch(`${base}/media/jewellery/ring-gold-ruby-1.svg`);
    expect(svg.headers.get('content-type')).toBe('image/svg+xml');
    expect(await svg.text()).toContain('<svg');
    expect((await fetch(`${base}/media/jewellery/spoon-gold-ruby-1.svg`)).status).toBe(404);
    const regions = await (await fetch(`${base}/postalcodes/ES.json`)).json();
    expect(regions.regions).toContainEqual({ prefix: '28', code: 'ES-M', name: 'Madrid' });
    expect((await fetch(`${base}/postalcodes/ZZ.json`)).status).toBe(404);
  });

  it('keys and renders pages on the query parameters they read, so ?cb= is a hit', async () => {
    await fetch(`${base}/es-es/c/5?cb=1`);
    const other = await fetch(`${base}/es-es/c/5?cb=2&utm_source=x`);
    expect(other.headers.get('x-cache')).toBe('hit');
    expect(render).toHaveBeenCalledTimes(1);
    expect(render.mock.calls[0]?.[0].urlOriginal).toBe('/es-es/c/5');
    // A parameter pages read is its own page; a repeated one is read as its last value.
    const second = await fetch(`${base}/es-es/c/5?page=1&page=2`);
    expect(second.headers.get('x-cache')).toBe('miss');
    expect(render.mock.calls[1]?.[0].urlOriginal).toBe('/es-es/c/5?page=2');
  });

  it('renders once for concurrent misses of one page, and never caches an answer that sets a cookie', async () => {
    const answers = await Promise.all(Array.from({ length: 5 }, () => fetch(`${base}/es-es/c/9`)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(render).toHaveBeenCalledTimes(1);
    await fetch(`${base}/es-es/personal-landing`);
    const again = await fetch(`${base}/es-es/personal-landing`);
    expect(again.headers.get('x-cache')).not.toBe('hit');
  });

  it('answers a broken percent escape with a 400 page, never a 500', async () => {
    for (const path of ['/es-es/%', '/es-es/p/%FF', '/assets/%', '/es-es/%E0%A4%A']) {
      const answer = await fetch(`${base}${path}`);
      expect(answer.status, path).toBe(400);
      expect(await answer.text()).toContain('data-status="400"');
    }
    expect((await fetch(`${base}/api/commerce/occ/v2/es-es/%`)).status).toBe(400);
  });

  it('answers 413 to a body over 1 MB instead of resetting the connection', async () => {
    const answer = await fetch(`${base}/api/commerce/occ/v2/es-es/users/anonymous/carts`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: base },
      body: 'x'.repeat(1_100_000),
    });
    expect(answer.status).toBe(413);
  });

  it('answers back-end faults on JSON routes as 502 or 504 JSON', async () => {
    const down = await fetch(`${base}/api/down`);
    expect(down.status).toBe(502);
    expect(down.headers.get('content-type')).toContain('application/json');
    expect((await fetch(`${base}/api/slow`)).status).toBe(504);
    expect((await fetch(`${base}/api/occ-slow`)).status).toBe(504);
    // The commerce back-end of this app listens nowhere: the proxy says 502, as JSON.
    const proxied = await fetch(`${base}/api/commerce/occ/v2/es-es/products/1`);
    expect(proxied.status).toBe(502);
    expect(await proxied.json()).toMatchObject({ errors: [{ type: 'BadGatewayError' }] });
  });

  it('logs request paths without passwords, tokens, codes or e-mail addresses', async () => {
    logged.length = 0;
    await fetch(`${base}/es-es/c/3?password=hunter2&token=tok&code=abc&page=2`);
    await fetch(`${base}/api/commerce/occ/v2/es-es/users/anonymous/orders/1/ana%40example.com`);
    const text = JSON.stringify(logged);
    expect(logged.filter((line) => line['msg'] === 'request')).toHaveLength(2);
    for (const secret of ['hunter2', 'tok&', 'abc', 'ana%40example.com', 'ana@example.com'])
      expect(text).not.toContain(secret);
    expect(text).toContain('page=2');
  });
});
