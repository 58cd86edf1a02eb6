// Issue 16: random hostile requests (paths, queries, cookies, headers, proxy bodies) against
// the built server. Whatever arrives, the answer is never a 5xx and never reflects a script.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isBuilt } from '../start-built-server.js';
import { rawRequest } from '../raw-http.js';
import { hostileSetupForSuite } from './hostile-server.js';

const MARK = '<script>fz(1)</script>';
const pathPiece = fc.oneof(
  fc.constantFrom(
    'es-es',
    'sa-ar',
    'il-iw',
    'xx-yy',
    'c',
    'p',
    '7',
    'cart',
    'wishlist',
    'share-shopper-0001',
    'tracking-order',
    'checkout',
    'my-account',
    'api',
    'commerce',
    'occ',
    'v2',
    'products',
    'orders',
    'byCartId',
    'users',
    'anonymous',
    'current',
    'sandbox',
    'health',
    'faults',
    'assets',
    'media',
    'postalcodes',
    'ES.json',
    'policy',
    'index.pageContext.json',
    '.',
    '..',
    '%2e%2e',
    '%2E',
    '%2f',
    '%5c',
    '%',
    '%FF',
    '%C0%AE',
    '%00',
    '%0d%0a',
    encodeURIComponent(MARK),
    MARK.replace(/ /g, ''),
    '',
    'a;b',
    '@',
    '~',
  ),
  fc.stringMatching(/^[A-Za-z0-9._~%-]{0,12}$/),
);
const query = fc.oneof(
  fc.constant(''),
  fc.constantFrom(
    '?page=2',
    '?page=-1',
    '?page=99999999999999999999',
    '?order=x',
    `?q=${encodeURIComponent(MARK)}`,
    '?product=%',
    '?lang=sa-ar&GLCountry=1',
    '?cb=1&cb=2',
    '?password=x',
    '?%=%',
  ),
  fc.stringMatching(/^\?[A-Za-z0-9=&%._-]{0,30}$/),
);
const cookie = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom(
    'atelier_token=abc',
    'atelier_token=a%0D%0Ab',
    'atelier_token=%',
    'atelier_token="x"',
    'atelier_customer_group=employee; atelier_token=t',
    `countrySelection=${encodeURIComponent('{"site":"<x>"}')}`,
    'countrySelection=%7B',
    'atelier_cart_es-es=../../x',
    ';;;=;',
    'a=b'.repeat(500),
  ),
);
const method = fc.constantFrom(
  'GET',
  'GET',
  'GET',
  'HEAD',
  'POST',
  'PUT',
  'DELETE',
  'PATCH',
  'OPTIONS',
  'TRACE',
);
const body = fc.oneof(
  fc.constant(undefined),
  fc.constantFrom(
    '{}',
    '{"a":',
    'null',
    '[]',
    '{"returnUrl":"https://evil.example"}',
    'grant_type=password&username=a&password=b',
    MARK,
  ),
  fc.json({ maxDepth: 2 }),
);
const headers = fc.record(
  {
    origin: fc.constantFrom('https://evil.example', 'null', 'self'),
    'content-type': fc.constantFrom(
      'application/json',
      'application/x-www-form-urlencoded',
      'text/plain',
      'application/json; charset=%',
    ),
    'accept-encoding': fc.constantFrom('br', 'gzip', 'identity', 'br;q=0, *;q=0', '%%%'),
    'x-forwarded-for': fc.constantFrom('1.2.3.4', 'not an address', ', , ,'),
    'x-atelier-channel': fc.constantFrom('APP', '<script>', ''),
  },
  { requiredKeys: [] },
);

describe.skipIf(!isBuilt)('fuzzing the built storefront (issue 16)', () => {
  const setup = hostileSetupForSuite();

  it('never answers 5xx and never reflects a script, whatever the request', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(pathPiece, { minLength: 1, maxLength: 6 }),
        query,
        cookie,
        method,
        body,
        headers,
        async (pieces, search, cookieHeader, verb, payload, extra) => {
          const sent: Record<string, string> = { ...extra };
          if (sent['origin'] === 'self') sent['origin'] = setup.url;
          if (cookieHeader) sent['cookie'] = cookieHeader;
          const withBody = verb !== 'GET' && verb !== 'HEAD' && payload !== undefined;
          const answer = await rawRequest(setup.url, {
            method: verb,
            path: `/${pieces.join('/')}${search}`,
            headers: sent,
            ...(withBody ? { body: payload } : {}),
          });
          expect(answer.status, `${verb} /${pieces.join('/')}${search}`).toBeGreaterThanOrEqual(
            200,
          );
          expect(answer.status, `${verb} /${pieces.join('/')}${search}`).toBeLessThan(500);
          expect(answer.body).not.toContain(MARK);
          expect(answer.body).not.toContain(MARK.replace(/ /g, ''));
        },
      ),
      { numRuns: process.env['CI'] ? 300 : 1000 },
    );
  }, 300_000);

  it('answers a shared wishlist by its token only: any other token is the 404 page (docs/product/wishlist.md §4)', async () => {
    const tokens = fc.oneof(
      fc.constantFrom(
        '%',
        '%2e%2e',
        '..',
        encodeURIComponent(MARK),
        'share-shopper-0001%00',
        'SHARE-SHOPPER-0001',
        'x'.repeat(3000),
      ),
      fc.stringMatching(/^[A-Za-z0-9._~%-]{1,80}$/),
    );
    await fc.assert(
      fc.asyncProperty(tokens, fc.constantFrom('es-es', 'sa-ar'), async (token, site) => {
        // The page's own path ends with a slash (without it: a 301 to it).
        const path = `/${site}/wishlist/${token}/`;
        const answer = await rawRequest(setup.url, { method: 'GET', path, headers: {} });
        expect([404, 414, 400], path).toContain(answer.status);
        expect(answer.body).not.toContain(MARK);
        expect(answer.body).not.toContain('share-shopper-0001');
      }),
      { numRuns: process.env['CI'] ? 40 : 150 },
    );
    // The real token opens the list, on any site of the shop.
    for (const site of ['es-es', 'sa-ar']) {
      const shared = await rawRequest(setup.url, {
        method: 'GET',
        path: `/${site}/wishlist/share-shopper-0001/`,
        headers: {},
      });
      expect(shared.status).toBe(200);
    }
  }, 300_000);
});
