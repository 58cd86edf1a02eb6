// Issue 16: every hostile request a review sent to the running storefront, sent again to the
// built server over raw HTTP, with the safe answer it must get.
import { afterEach, describe, expect, it } from 'vitest';
import { isBuilt } from '../start-built-server.js';
import { rawRequest, type RawAnswer } from '../raw-http.js';
import { hostileSetupForSuite } from './hostile-server.js';

const SHOPPER = { username: 'shopper@example.com', password: 'Atelier-2026!' };

function json(answer: RawAnswer): unknown {
  return JSON.parse(answer.body) as unknown;
}

describe.skipIf(!isBuilt)('the built storefront under attack (issue 16)', () => {
  const setup = hostileSetupForSuite();
  const send = (request: Parameters<typeof rawRequest>[1]) => rawRequest(setup.url, request);
  const sameOrigin = () => ({ origin: setup.url });

  afterEach(() => setup.sandbox.faults.clear());

  async function login(extra: Record<string, string> = {}): Promise<RawAnswer> {
    return send({
      method: 'POST',
      path: '/api/commerce/authorizationserver/oauth/token',
      headers: {
        ...sameOrigin(),
        'content-type': 'application/x-www-form-urlencoded',
        ...extra,
      },
      body: new URLSearchParams({ grant_type: 'password', ...SHOPPER }).toString(),
    });
  }

  it('1. opens no order by a guessable cart code', async () => {
    for (const code of ['seed-90000001', '10000001']) {
      const answer = await send({ path: `/api/commerce/occ/v2/es-es/orders/byCartId/${code}` });
      expect(answer.status, code).toBe(404);
      expect(answer.body).not.toContain('@');
    }
  });

  it('2. refuses encoded dots and dot segments, and forwards only the allow-list', async () => {
    const escape = await send({
      path: '/api/commerce/occ/v2/es-es/%2e%2e/%2e%2e/%2e%2e/sandbox/health',
    });
    expect(escape.status).toBe(400);
    const dotted = await send({
      method: 'POST',
      path: '/api/commerce/authorizationserver/oauth/./token',
      headers: { ...sameOrigin(), 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ grant_type: 'password', ...SHOPPER }).toString(),
    });
    expect(dotted.status).toBe(400);
    expect(dotted.body).not.toContain('access_token');
    for (const path of [
      '/api/commerce/sandbox/health',
      '/api/commerce/sandbox/faults',
      '/api/commerce/occ/v2/es-es/../../sandbox/health',
      '/api/commerce/occ/v2/es-es/a%5c..%5c..%5csandbox',
    ]) {
      const answer = await send({ path });
      expect([400, 404], path).toContain(answer.status);
      expect(answer.body).not.toContain('"ok":true');
    }
  });

  it('3. refuses cross-site and origin-less state changes, and form bodies on the OCC API', async () => {
    const create = (headers: Record<string, string>) =>
      send({
        method: 'POST',
        path: '/api/commerce/occ/v2/es-es/users/anonymous/carts',
        headers: { 'content-type': 'application/json', ...headers },
        body: '{}',
      });
    expect((await create({ origin: 'https://evil.example' })).status).toBe(403);
    expect((await create({ 'sec-fetch-site': 'cross-site' })).status).toBe(403);
    expect((await create({})).status).toBe(403);
    expect((await create(sameOrigin())).status).toBe(201);
    const form = await send({
      method: 'POST',
      path: '/api/commerce/occ/v2/es-es/users/current/orders?cartId=current',
      headers: { ...sameOrigin(), 'content-type': 'application/x-www-form-urlencoded' },
      body: 'cartId=current',
    });
    expect(form.status).toBe(415);
  });

  it('3. sets the token cookie SameSite=Lax, httpOnly, for as long as the token, on Apple devices too', async () => {
    const answer = await login({
      'user-agent': 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X)',
    });
    expect(answer.status).toBe(200);
    const cookie = answer.setCookies.find((line) => line.startsWith('atelier_token=')) ?? '';
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).toContain('HttpOnly');
    const { expires_in: expiresIn } = json(answer) as { expires_in: number };
    expect(cookie).toContain(`Max-Age=${expiresIn}`);
    expect(answer.body).not.toMatch(/access_token|refresh_token/);
  });

  it('4. keeps passwords out of URLs and out of the log', async () => {
    const answer = await send({
      method: 'POST',
      path: `/api/commerce/authorizationserver/oauth/token?grant_type=password&username=${encodeURIComponent(SHOPPER.username)}&password=hunter2-in-query`,
      headers: { ...sameOrigin(), 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=password',
    });
    expect(answer.status).toBe(400);
    await send({ path: '/es-es/?password=hunter2-on-a-page&token=tok-on-a-page' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    const log = setup.output();
    expect(log).toContain('"msg":"request"');
    expect(log).not.toContain('hunter2');
    expect(log).not.toContain('tok-on-a-page');
  });

  it('5. sends payments back only to the storefront, and never shows the back-end address', async () => {
    const call = async (method: string, path: string, body?: unknown) => {
      const answer = await fetch(`${setup.url}/api/commerce/occ/v2/es-es${path}`, {
        method,
        headers: { origin: setup.url, 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      const text = await answer.text();
      expect(text).not.toContain(setup.sandbox.url);
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- OCC answers read ad hoc
      return { status: answer.status, body: text ? (JSON.parse(text) as Record<string, any>) : {} };
    };
    const cart = await call('POST', '/users/anonymous/carts');
    const base = `/users/anonymous/carts/${cart.body['guid'] as string}`;
    expect(
      (await call('POST', `${base}/entries`, { product: { code: '100701' }, quantity: 1 })).status,
    ).toBe(200);
    await call('PUT', `${base}/addresses/delivery`, {
      firstName: 'Ana',
      lastName: 'Prueba',
      line1: 'Calle de Alcalá 10',
      postalCode: '28001',
      town: 'Madrid',
      country: { isocode: 'ES' },
      phone: '+34600000009',
    });
    await call('PUT', `${base}/deliverymode?deliveryModeId=standard`);
    await call('PUT', `${base}/email?email=guest@example.com`);
    const card = { expiryMonth: 3, expiryYear: 2030, cvc: '737', holderName: 'Ana Prueba' };
    const evil = await call('POST', `${base}/adyen/card/createpayment`, {
      card: { number: '4917610000000000', ...card },
      returnUrl: 'https://evil.example/steal',
    });
    expect(evil.status).toBe(400);
    const start = await call('POST', `${base}/adyen/card/createpayment`, {
      card: { number: '4917610000000000', ...card },
      returnUrl: '/es-es/checkout/confirmation/?paymentMode=card',
    });
    const paymentId = start.body['paymentId'] as string;
    const challenge = await call('POST', '/adyen/card/3ds2/authorise', {
      paymentId,
      cartId: cart.body['guid'],
      fingerprintResult: 'eyJ0aHJlZURTQ29tcEluZCI6IlkifQ',
    });
    const pageUrl = challenge.body['action']?.url as string;
    expect(pageUrl).toBe(`/api/commerce/sandbox/3ds2/challenge/${paymentId}`);
    const page = await send({ path: pageUrl });
    expect(page.status).toBe(200);
    expect(page.body).toContain('data-testid="threeds-challenge"');
    const approve = await send({
      method: 'POST',
      path: `${pageUrl}/approve`,
      headers: { ...sameOrigin(), 'content-type': 'application/x-www-form-urlencoded' },
      body: 'decision=approve',
    });
    expect(approve.status).toBe(303);
    expect(approve.headers['location']).toMatch(
      /^\/es-es\/checkout\/confirmation\/\?paymentMode=card&paymentId=[\w-]+&result=approved$/,
    );
  });

  it('8. limits failed logins from one address with 429 and Retry-After', async () => {
    let last: RawAnswer | null = null;
    for (let i = 0; i < 12; i += 1) {
      last = await send({
        method: 'POST',
        path: '/api/commerce/authorizationserver/oauth/token',
        // One address of its own (behind a local proxy, the last X-Forwarded-For hop counts).
        headers: {
          ...sameOrigin(),
          'content-type': 'application/x-www-form-urlencoded',
          'x-forwarded-for': '203.0.113.8',
        },
        // A different unknown account each time: the per-account limit never trips.
        body: `grant_type=password&username=nobody-${i}%40example.com&password=wrong`,
      });
      if (last.status === 429) break;
    }
    expect(last?.status).toBe(429);
    expect(Number(last?.headers['retry-after'])).toBeGreaterThan(0);
    // The shopper at another address still logs in.
    expect((await login()).status).toBe(200);
  });

  it('9. answers broken escapes, bad cookies, TRACE and huge bodies with a 4xx, never a 5xx', async () => {
    for (const path of ['/es-es/%', '/es-es/p/%FF', '/assets/%', '/api/commerce/occ/v2/es-es/%']) {
      const answer = await send({ path });
      expect(answer.status, path).toBe(400);
    }
    for (const line of [
      Buffer.from('cookie: atelier_token=a%0D%0AX-Injected%3A%201'),
      Buffer.concat([Buffer.from('cookie: atelier_token=caf'), Buffer.from([0xc3, 0xa9])]),
    ]) {
      const answer = await send({
        path: '/api/commerce/occ/v2/es-es/products/search?query=x',
        rawHeaderLines: [line],
      });
      expect(answer.status).toBeLessThan(500);
      const page = await send({ path: '/es-es/', rawHeaderLines: [line] });
      expect(page.status).toBe(200);
    }
    const trace = await send({ method: 'TRACE', path: '/api/commerce/occ/v2/es-es/products/1' });
    expect(trace.status).toBe(405);
    const huge = await send({
      method: 'POST',
      path: '/api/commerce/occ/v2/es-es/users/anonymous/carts',
      headers: { ...sameOrigin(), 'content-type': 'application/json' },
      body: Buffer.alloc(1_200_000, 0x20),
    });
    expect(huge.status).toBe(413);
  });

  it('9. answers a token answer that is not JSON with a 502 and no cookie', async () => {
    setup.sandbox.faults.add({
      path: '/authorizationserver/oauth/token',
      malformed: true,
      times: 1,
    });
    const answer = await login();
    expect(answer.status).toBe(502);
    expect(answer.setCookies).toHaveLength(0);
  });

  it('10. answers a back-end that is down with 502 JSON and a slow one with 504 JSON', async () => {
    setup.sandbox.faults.add({ path: '/occ/v2/es-es/products/*', drop: true, times: 1 });
    const down = await send({ path: '/api/commerce/occ/v2/es-es/products/1' });
    expect(down.status).toBe(502);
    expect(down.headers['content-type']).toContain('application/json');
    setup.sandbox.faults.add({ path: '/occ/v2/es-es/products/*', latencyMs: 4_000, times: 1 });
    const slow = await send({ path: '/api/commerce/occ/v2/es-es/products/1' });
    expect(slow.status).toBe(504);
    expect(slow.headers['content-type']).toContain('application/json');
  });

  it('11. ignores query parameters pages do not read and forged customer groups in the HTML cache', async () => {
    await send({ path: `/es-es/?cb=${Math.random()}` });
    const again = await send({ path: `/es-es/?cb=${Math.random()}` });
    expect(again.headers['x-cache']).toBe('hit');
    const forged = await send({
      path: '/es-es/',
      headers: { cookie: 'atelier_token=forged; atelier_customer_group=employee' },
    });
    const registered = await send({ path: '/es-es/', headers: { cookie: 'atelier_token=other' } });
    // The forged employee is a registered visitor: the second answer is the first one's entry.
    expect(forged.status).toBe(200);
    expect(registered.headers['x-cache']).toBe('hit');
  });
});
