// POST /api/consent through the storefront's HTTP app: the cookie notice's form, posted when
// pressed before the page's script ran (ADR 0061); and what it refuses, as an attacker tries.
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenApp, type ListeningApp } from '../../test/listen-app.js';
import { CONSENT_FORM_MAX_BYTES, returnPathOf } from './consent-form.js';

let server: ListeningApp;
let base = '';

beforeAll(async () => {
  server = await listenApp({
    render: () => Promise.resolve({ status: 200, contentType: 'text/html', body: '' }),
    commerceBaseUrl: 'http://127.0.0.1:9',
    htmlCache: null,
    logger: { log: () => undefined },
  });
  base = server.base;
});

afterAll(async () => {
  await server.close();
});

const FORM = 'application/x-www-form-urlencoded';

/** A form post as a browser sends it: Sec-Fetch-Site, or only Origin (older browsers). */
function post(body: string, headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' }) {
  return fetch(`${base}/api/consent`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': FORM, ...headers },
    body,
  });
}

describe('POST /api/consent', () => {
  it('accept all stores `all` for 180 days and sends the shopper back to the page (303)', async () => {
    const response = await post('choice=accept-all', {
      'sec-fetch-site': 'same-origin',
      referer: `${base}/es-es/cart/`,
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/es-es/cart/');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const cookie = response.headers.get('set-cookie') ?? '';
    expect(cookie).toMatch(/^atelier_consent=all;/);
    expect(cookie).toContain('Max-Age=15552000');
    expect(cookie).toContain('Path=/');
    expect(cookie).toContain('SameSite=Lax');
    // The browser's script reads it (its choices in the settings): not HttpOnly.
    expect(cookie).not.toContain('HttpOnly');
  });

  it('reject all stores the functional cookies only, as the notice does with its script', async () => {
    const response = await post('choice=reject-all', { origin: base, referer: `${base}/sa-ar/` });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/sa-ar/');
    expect(response.headers.get('set-cookie')).toMatch(/^atelier_consent=functional;/);
  });

  it('refuses a cross-site post (403), other media types (415) and unknown choices (400), setting nothing', async () => {
    const crossSite = await post('choice=accept-all', {
      'sec-fetch-site': 'cross-site',
    });
    const foreignOrigin = await post('choice=accept-all', {
      origin: 'https://evil.example',
    });
    const json = await post('{"choice":"accept-all"}', {
      'sec-fetch-site': 'same-origin',
      'content-type': 'application/json',
    });
    const unknown = await post('choice=all');
    const none = await post('');
    for (const [response, status] of [
      [crossSite, 403],
      [foreignOrigin, 403],
      [json, 415],
      [unknown, 400],
      [none, 400],
    ] as const) {
      expect(response.status).toBe(status);
      expect(response.headers.get('set-cookie')).toBeNull();
      expect(response.headers.get('content-type')).toContain('text/html');
      expect(await response.text()).toContain(`data-status="${status}"`);
    }
  });

  it('sends the shopper back to the page of the Referer, and to the start page for any other site', async () => {
    const to = async (referer: string | null) => {
      const headers: Record<string, string> = { 'sec-fetch-site': 'same-origin' };
      if (referer !== null) headers['referer'] = referer;
      const response = await post('choice=accept-all', headers);
      expect(response.status).toBe(303);
      return response.headers.get('location');
    };
    expect(await to(`${base}/es-es/c/7?sort=lowestPrice`)).toBe('/es-es/c/7?sort=lowestPrice');
    expect(await to('https://evil.example/es-es/')).toBe('/');
    expect(await to('javascript:alert(1)')).toBe('/');
    expect(await to('not a url')).toBe('/');
    expect(await to(null)).toBe('/');
  });

  it('answers a body past its limit with a 413 and the connection closed', async () => {
    const response = await post(`choice=accept-all&pad=${'a'.repeat(CONSENT_FORM_MAX_BYTES)}`);
    expect(response.status).toBe(413);
    expect(response.headers.get('connection')).toBe('close');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('is a POST route only: a GET is not a way to set the cookie', async () => {
    const response = await fetch(`${base}/api/consent?choice=accept-all`, {
      redirect: 'manual',
    });
    expect(response.status).toBe(404);
    expect(response.headers.get('set-cookie')).toBeNull();
  });
});

describe('returnPathOf', () => {
  it('keeps the path and query of a page on this host only', () => {
    expect(returnPathOf('https://shop.example/es-es/c/7?p=2', 'shop.example')).toBe(
      '/es-es/c/7?p=2',
    );
    expect(returnPathOf('https://shop.example.evil.example/', 'shop.example')).toBe('/');
    expect(returnPathOf('https://shop.example/', null)).toBe('/');
    // A doubled slash would read as another host in a Location header.
    expect(returnPathOf('https://shop.example//evil.example/x', 'shop.example')).toBe('/');
    expect(returnPathOf('https://shop.example/\\evil.example/x', 'shop.example')).toBe('/');
  });

  it("whatever the Referer, the answer is a path on the shop's own origin", () => {
    const referers = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc.webUrl(),
      fc.string({ maxLength: 30 }).map((path) => `https://shop.example/${path}`),
    );
    fc.assert(
      fc.property(referers, (referer) => {
        const path = returnPathOf(referer, 'shop.example');
        expect(path.startsWith('/')).toBe(true);
        expect(new URL(path, 'https://shop.example').origin).toBe('https://shop.example');
      }),
    );
  });
});
