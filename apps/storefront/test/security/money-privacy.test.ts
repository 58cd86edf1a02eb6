// Issue 30: the money and privacy holes, each sent as the hostile request to the built
// storefront (with its sandbox) over raw HTTP, with the safe answer it must get.
import { describe, expect, it } from 'vitest';
import { isBuilt } from '../start-built-server.js';
import { rawRequest, type RawAnswer } from '../raw-http.js';
import { hostileSetupForSuite } from './hostile-server.js';

const OCC = '/api/commerce/occ/v2/es-es';
const ADDRESS = {
  firstName: 'Ana',
  lastName: 'Prueba',
  line1: 'Calle de Alcalá 10',
  postalCode: '28001',
  town: 'Madrid',
  country: { isocode: 'ES' },
  phone: '+34600000009',
};

function json(answer: RawAnswer): Record<string, unknown> {
  return JSON.parse(answer.body) as Record<string, unknown>;
}

describe.skipIf(!isBuilt)('the built storefront: money and privacy (issue 30)', () => {
  const setup = hostileSetupForSuite({ commerceTimeoutMs: 15_000 });
  const send = (request: Parameters<typeof rawRequest>[1]) => rawRequest(setup.url, request);
  const sameOrigin = () => ({ origin: setup.url, 'content-type': 'application/json' });
  const call = (method: string, path: string, body?: unknown, headers = {}) =>
    send({
      method,
      path,
      headers: { ...sameOrigin(), ...headers },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });

  /** A guest bag with one line, an address, standard delivery and an e-mail: its guid. */
  async function readyGuestCart(): Promise<string> {
    const guid = json(await call('POST', `${OCC}/users/anonymous/carts`, {}))['guid'] as string;
    const C = `${OCC}/users/anonymous/carts/${guid}`;
    await call('POST', `${C}/entries`, { product: { code: '100701' }, quantity: 1 });
    await call('PUT', `${C}/addresses/delivery`, ADDRESS);
    await call('PUT', `${C}/deliverymode?deliveryModeId=standard`);
    await call('PUT', `${C}/email?email=guest@example.com`);
    return guid;
  }

  it('4. forwards no guest order lookup: the throttled tracking endpoint is the only door', async () => {
    const guid = await readyGuestCart();
    const paid = await call(
      'POST',
      `${OCC}/users/anonymous/carts/${guid}/cashondelivery/card/createpayment`,
      {},
    );
    expect(paid.status).toBe(201);
    const code = (json(paid)['order'] as { code: string }).code;
    for (const path of [
      `${OCC}/orders?code=${code}&email=guest%40example.com`,
      `${OCC}/orders?code=${code}&lastName=Prueba&postalCode=28001`,
      `${OCC}/ord%65rs?code=${code}&email=guest%40example.com`,
      `${OCC}/users/anonymous/orders/${code}/guest%40example.com`,
    ]) {
      const answer = await send({ path });
      expect(answer.status, path).toBe(404);
      expect(answer.body, path).not.toMatch(/guest@example\.com|\+34600000009|Alcal/);
    }
    // The tracking page's own endpoint answers the order, without the shopper's details.
    const tracked = await call('POST', '/api/tracking-order/es-es', {
      orderCode: code,
      email: 'guest@example.com',
    });
    expect(tracked.status).toBe(200);
    expect(tracked.body).not.toMatch(/guest@example\.com|\+34600000009|Alcal|1111/);
  });

  it('6. logout ends the session at the back-end: the old cookie opens nothing', async () => {
    const login = await send({
      method: 'POST',
      path: '/api/commerce/authorizationserver/oauth/token',
      headers: { origin: setup.url, 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'password',
        username: 'shopper@example.com',
        password: 'Atelier-2026!',
      }).toString(),
    });
    expect(login.status).toBe(200);
    const cookie = (login.setCookies.find((line) => line.startsWith('atelier_token=')) ?? '').split(
      ';',
    )[0] as string;
    const me = () => send({ path: `${OCC}/users/current`, headers: { cookie } });
    expect((await me()).status).toBe(200);
    const logout = await send({
      method: 'POST',
      path: '/api/commerce/logout',
      headers: { origin: setup.url, cookie },
    });
    expect(logout.status).toBe(204);
    // A copy of the cookie kept from before the logout (a stolen one, a shared computer).
    const after = await me();
    expect(after.status).toBe(401);
    expect(after.body).not.toContain('shopper@example.com');
  });

  it('logs no share token, e-mail or username, and no stack for a page that is not there', async () => {
    for (const path of [
      '/es-es/wishlist/SHARE-TOKEN-0030',
      '/es-es/wishlist/SHARE-TOKEN-0030/',
      '/es-es/no-such-page?username=ana.logged%40example.com',
      '/es-es/no-such-page/ana.path%40example.com',
    ])
      expect((await send({ path })).status, path).toBeLessThan(500);
    const log = setup.output();
    expect(log).not.toMatch(/SHARE-TOKEN-0030|ana\.logged|ana\.path/);
    const notFoundLines = log.split('\n').filter((line) => line.includes('no-such-page'));
    expect(notFoundLines.length).toBeGreaterThan(0);
    for (const line of notFoundLines) expect(line).not.toContain('"stack"');
  });

  it('limits back-in-stock, live-shopping and refer-a-friend calls per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 12; i += 1) {
      const path = i % 2 === 0 ? `${OCC}/comingsoon` : `${OCC}/liveshopping/subscriptions`;
      const body =
        i % 2 === 0
          ? { email: `victim${i}@example.com`, product: '100701' }
          : { email: `victim${i}@example.com` };
      statuses.push(
        (
          await send({
            method: 'POST',
            path,
            headers: { ...sameOrigin(), 'x-forwarded-for': '192.0.2.30' },
            body: JSON.stringify(body),
          })
        ).status,
      );
    }
    expect(statuses.slice(0, 10).every((status) => status === 201)).toBe(true);
    expect(statuses.slice(10)).toEqual([429, 429]);
  });

  it('limits the contact form to five cases per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 7; i += 1) {
      const fields = { name: 'Ana', email: `flood${i}@example.com`, reason: '2', message: 'Hola' };
      const multipart = new Request('http://x.invalid/', { method: 'POST', body: toForm(fields) });
      const body = Buffer.from(await multipart.arrayBuffer());
      const answer = await send({
        method: 'POST',
        path: '/api/contact/es-es',
        headers: {
          origin: setup.url,
          'content-type': multipart.headers.get('content-type') ?? '',
          'x-forwarded-for': '192.0.2.31',
        },
        body,
      });
      statuses.push(answer.status);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
  });

  it('serves absolute-form targets and unknown order values from the cached page', async () => {
    const warm = await send({ path: '/es-es/' });
    expect(warm.status).toBe(200);
    for (const path of [
      `http://evil-${Date.now()}.example/es-es/`,
      `/es-es/?order=random-${Date.now()}`,
      `/es-es/?page=x${Date.now()}`,
    ]) {
      const answer = await send({ path });
      expect(answer.status, path).toBe(200);
      expect(answer.headers['x-cache'], path).toBe('hit');
    }
  });

  it('sends a wrong product slug to the address of the product with one 301, never a page', async () => {
    const targets: string[] = [];
    for (const wrong of [`/es-es/not-the-slug-${Date.now()}/p/100701`, '/es-es/a/b/c/p/100701']) {
      const answer = await send({ path: wrong });
      expect(answer.status, wrong).toBe(301);
      targets.push(answer.headers['location'] ?? '');
    }
    // One address for every wrong slug: the product's own, which is the page itself.
    expect(targets[0]).toMatch(/^\/es-es\/(?:[^/]+\/)*p\/100701$/);
    expect(targets[1]).toBe(targets[0]);
    expect((await send({ path: targets[0] ?? '' })).status).toBe(200);
    // The short form (no slug) stays a page.
    expect((await send({ path: '/es-es/p/100701' })).status).toBe(200);
  });

  it('9. does not accept a payment on a cross-site GET (a link on another site)', async () => {
    const guid = await readyGuestCart();
    const created = await call(
      'POST',
      `${OCC}/users/anonymous/carts/${guid}/adyen/mbway/createpayment`,
      { simulate: { inProcessPolls: 0 } },
    );
    expect(created.status).toBe(201);
    const paymentId = json(created)['paymentId'] as string;
    const query = `paymentId=${paymentId}&cartId=${guid}`;
    for (const path of [
      `${OCC}/adyen/mbway/accept?${query}`,
      `${OCC}/adyen/mbway/acc%65pt?${query}`,
      `${OCC}/payments/${paymentId}/verify?cartId=${guid}`,
    ]) {
      // A top-level navigation from another site: Sec-Fetch-Site cross-site, no Origin.
      const crossSite = await send({ path, headers: { 'sec-fetch-site': 'cross-site' } });
      expect(crossSite.status, path).toBe(403);
      const bare = await send({ path });
      expect(bare.status, path).toBe(403);
    }
    const order = await send({ path: `${OCC}/users/anonymous/carts/${guid}` });
    expect(order.status).toBe(200);
    // The storefront's own page may still poll with GET.
    const own = await send({
      path: `${OCC}/adyen/mbway/accept?${query}`,
      headers: { 'sec-fetch-site': 'same-origin' },
    });
    expect(own.status).toBe(200);
    expect(json(own)['status']).toBe('AUTHORISED');
  });
});

function toForm(fields: Record<string, string>): FormData {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  return form;
}
