// The cookie notice on a first visit (issue 34, ADR 0061): a visitor without a decision gets
// the notice in the server's HTML, so it is on screen at the first paint (it was the bag and
// checkout pages' LCP element, painted only after hydration); its accept and reject buttons
// post a form that works before the script ran. A visitor who decided never gets it, whichever
// variant the HTML cache answered first.
import { describe, expect, it } from 'vitest';
import { builtServerForSuite, isBuilt } from './start-built-server.js';

const NOTICE = 'data-testid="cookie-notice"';

describe.skipIf(!isBuilt)('the cookie notice drawn by the server (built server)', () => {
  const server = builtServerForSuite();
  const page = async (path: string, headers: Record<string, string> = {}) =>
    (await fetch(`${server.url}${path}`, { headers })).text();

  it('is in the HTML of a visitor yet to decide, with a form its buttons post', async () => {
    for (const path of ['/es-es/', '/es-es/cart/', '/sa-ar/c/7', '/il-iw/']) {
      const html = await page(path);
      expect(html, path).toContain(NOTICE);
      expect(html, path).toContain('action="/api/consent"');
      for (const choice of ['accept-all', 'reject-all']) {
        const button = new RegExp(`<button[^>]*value="${choice}"[^>]*>`).exec(html)?.[0] ?? '';
        expect(button, `${path} ${choice}`).toContain('type="submit"');
        expect(button, `${path} ${choice}`).toContain('name="choice"');
      }
    }
  });

  it('is never in the HTML once the visitor decided, nor in the app and kiosk modes', async () => {
    // Both variants of one cached page, asked in both orders.
    for (const path of ['/es-es/c/3', '/es-es/p/101801']) {
      expect(await page(path, { cookie: 'atelier_consent=functional' }), path).not.toContain(
        NOTICE,
      );
      expect(await page(path), path).toContain(NOTICE);
      expect(await page(path, { cookie: 'atelier_consent=all' }), path).not.toContain(NOTICE);
    }
    expect(await page('/es-es/', { 'x-atelier-channel': 'APP' })).not.toContain(NOTICE);
  });

  it('a press before the script ran: the choice is stored and the shopper is back on the page without the notice', async () => {
    const response = await fetch(`${server.url}/api/consent`, {
      method: 'POST',
      redirect: 'manual',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'sec-fetch-site': 'same-origin',
        referer: `${server.url}/es-es/cart/`,
      },
      body: 'choice=reject-all',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/es-es/cart/');
    const cookie = (response.headers.get('set-cookie') ?? '').split(';')[0]!;
    expect(cookie).toBe('atelier_consent=functional');
    expect(await page('/es-es/cart/', { cookie })).not.toContain(NOTICE);
  });
});
