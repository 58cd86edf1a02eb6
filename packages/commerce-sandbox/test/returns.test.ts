import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RETURN_PORTAL_LANGUAGES } from '../src/return-portal-texts.js';
import { SANDBOX_SITES } from '../src/sites.js';
import {
  isEnvelope,
  payAndOrder,
  readyGuestCart,
  startSandbox,
  type TestSandbox,
} from './helpers.js';

// POST /returns/{user or email}/orderReturns (docs/product/returns.md §3;
// docs/product/commerce-api.md §9): the shopper's own order only, core-orders' rule for what can be
// returned, and bad input a 4xx, never a 5xx.
let sb: TestSandbox;
let shopper: string;
let other: string;
beforeAll(async () => {
  sb = await startSandbox();
  shopper = await sb.login();
  other = await sb.login('employee@example.com', 'Atelier-2026!');
});
afterAll(async () => {
  await sb.close();
});

const SHOPPER = 'shopper@example.com';
const orderIn = (status: string) =>
  sb.server.db
    .prepare<[string], { code: string }>('SELECT code FROM orders WHERE status = ?')
    .get(status)?.code ?? '';
const line = { entryNumber: 0, quantity: 1, reason: 'SIZE', condition: 'UNUSED' };
const file = (owner: string, body: unknown, token?: string) =>
  sb.call('POST', `/returns/${encodeURIComponent(owner)}/orderReturns`, {
    body,
    ...(token ? { token } : {}),
  });

describe('filing a return', () => {
  it('another shopper cannot file a return of the shopper’s order, by uid, e-mail or "current"', async () => {
    const code = orderIn('DELIVERED_CARRIER');
    for (const owner of [SHOPPER, 'current', 'employee@example.com']) {
      const refused = await file(owner, { orderCode: code, entries: [line] }, other);
      expect(refused.status).toBe(404);
      expect(JSON.stringify(refused.body)).not.toContain(SHOPPER);
    }
    // Nor a caller without a shopper token.
    expect((await file(SHOPPER, { orderCode: code, entries: [line] })).status).toBe(404);
    const stored = await sb.call('GET', `/sandbox/returns?orderCode=${code}`);
    expect(stored.body.returns).toEqual([]);
  });

  it('the shopper files a return of a delivered order once: stored, then "in process"', async () => {
    const code = orderIn('DELIVERED_CARRIER');
    const filed = await file(SHOPPER, { orderCode: code, entries: [line] }, shopper);
    expect(filed.status).toBe(201);
    expect(filed.body.code).toMatch(/^RMA-/);
    const stored = await sb.call('GET', `/sandbox/returns?orderCode=${code}`);
    expect(stored.body.returns).toEqual([
      expect.objectContaining({ id: filed.body.code, requestedBy: SHOPPER, entries: [line] }),
    ]);
    const order = await sb.call('GET', `/users/current/orders/${code}`, { token: shopper });
    expect(order.body.returnInProcess).toBe(true);
    // The order says what went back and why, for the shopper's returns list (issue 32.4).
    expect(order.body.orderReturns).toEqual([
      { code: filed.body.code, status: 'APPROVAL_PENDING', entries: [line] },
    ]);
    // Another shopper reads neither the order nor its returns.
    const stranger = await sb.call('GET', `/users/current/orders/${code}`, { token: other });
    expect(stranger.status).toBe(404);
    expect(JSON.stringify(stranger.body)).not.toContain(filed.body.code);
    const again = await file(SHOPPER, { orderCode: code, entries: [line] }, shopper);
    expect(again.status).toBe(400);
    expect(again.body.errors[0].errorCode).toBe('returns.order.inProcess');
  });

  it('answers the problems of core-orders’ rule as 400s that name them', async () => {
    const code = orderIn('CUSTOMER_RECEIVED');
    const problem = async (entries: unknown[]) => {
      const answer = await file(SHOPPER, { orderCode: code, entries }, shopper);
      expect(answer.status).toBe(400);
      return answer.body.errors[0].errorCode as string;
    };
    expect(await problem([{ ...line, entryNumber: 7 }])).toBe('returns.entries.unknownLine');
    expect(await problem([line, line])).toBe('returns.entries.duplicateLine');
    expect(await problem([{ ...line, quantity: 9 }])).toBe('returns.entries.badQuantity');
    expect(await problem([{ ...line, reason: 'BORED' }])).toBe('returns.entries.unknownReason');
    expect(await problem([{ ...line, condition: 'MELTED' }])).toBe(
      'returns.entries.unknownCondition',
    );
    const shipped = await file(
      SHOPPER,
      { orderCode: orderIn('SHIPPED'), entries: [line] },
      shopper,
    );
    expect(shipped.body.errors[0].errorCode).toBe('returns.order.notReturnable');
    // Nothing was stored by any of them.
    expect((await sb.call('GET', `/sandbox/returns?orderCode=${code}`)).body.returns).toEqual([]);
  });

  it('bad bodies are a 4xx with a clear message, never a 5xx', async () => {
    const code = orderIn('CUSTOMER_RECEIVED');
    const bodies: unknown[] = [
      undefined,
      null,
      [],
      'text',
      {},
      { orderCode: code },
      { orderCode: code, entries: [] },
      { orderCode: code, entries: 'all' },
      { orderCode: code, entries: [{ entryNumber: -1, quantity: 1, reason: 'SIZE' }] },
      { orderCode: code, entries: [{ entryNumber: 0, quantity: 1.5, reason: 'SIZE' }] },
      { orderCode: code, entries: [{ entryNumber: 0, quantity: 1, reason: 'x'.repeat(41) }] },
      { orderCode: 'x'.repeat(41), entries: [line] },
      { orderCode: code, entries: [line], comments: 'x'.repeat(1001) },
    ];
    for (const body of bodies) {
      const answer = await file(SHOPPER, body, shopper);
      expect(answer.status, JSON.stringify(body)).toBeGreaterThanOrEqual(400);
      expect(answer.status, JSON.stringify(body)).toBeLessThan(500);
      expect(isEnvelope(answer.body)).toBe(true);
      expect(answer.body.errors[0].message.length).toBeGreaterThan(0);
    }
    const broken = await sb.call('POST', `/returns/${SHOPPER}/orderReturns`, {
      raw: '{"orderCode": ',
      token: shopper,
    });
    expect(broken.status).toBe(400);
  });

  it('a guest’s order is filed with its e-mail, and only with it', async () => {
    const order = await payAndOrder(sb, await readyGuestCart(sb));
    await sb.call('POST', `/sandbox/orders/${order.code}/status`, {
      body: { status: 'CUSTOMER_RECEIVED' },
    });
    const wrong = await file('someone@example.com', { orderCode: order.code, entries: [line] });
    expect(wrong.status).toBe(404);
    const filed = await file('guest@example.com', { orderCode: order.code, entries: [line] });
    expect(filed.status).toBe(201);
  });
});

describe('the admin helpers and the return portal page', () => {
  it('moves an order to a known status only, and records it in its history', async () => {
    const order = await payAndOrder(sb, await readyGuestCart(sb));
    const moved = await sb.call('POST', `/sandbox/orders/${order.code}/status`, {
      body: { status: 'DELIVERED_CARRIER' },
    });
    expect(moved.body).toEqual({ code: order.code, status: 'DELIVERED_CARRIER' });
    const history = sb.server.db
      .prepare<[string], { status: string }>(
        'SELECT status FROM order_status_history WHERE order_code = ?',
      )
      .all(order.code);
    expect(history.map((h) => h.status)).toContain('DELIVERED_CARRIER');
    const unknown = await sb.call('POST', `/sandbox/orders/${order.code}/status`, {
      body: { status: 'TELEPORTED' },
    });
    expect(unknown.status).toBe(400);
    expect(
      (await sb.call('POST', '/sandbox/orders/999999/status', { body: { status: 'SHIPPED' } }))
        .status,
    ).toBe(404);
    expect((await sb.call('GET', '/sandbox/returns')).status).toBe(400);
  });

  it('are admin only', async () => {
    const plain = await startSandbox({ admin: false });
    try {
      expect((await plain.call('GET', '/sandbox/returns?orderCode=90000001')).status).toBe(404);
      expect(
        (
          await plain.call('POST', '/sandbox/orders/90000001/status', {
            body: { status: 'SHIPPED' },
          })
        ).status,
      ).toBe(404);
    } finally {
      await plain.close();
    }
  });

  it('the portal page shows the order and the e-mail it was sent, escaped, under a strict policy', async () => {
    const page = await sb.call(
      'GET',
      '/sandbox/provider/return-portal?OrderID=90000028&ShippingEmail=%3Cb%3Ea%40example.com',
    );
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    expect(page.headers.get('content-security-policy')).toContain("default-src 'none'");
    expect(page.body).toContain('90000028');
    expect(page.body).toContain('&#60;b&#62;a@example.com');
    expect(page.body).not.toContain('<b>a@');
  });
});

describe("the return portal in the site's language", () => {
  it("names conditions and reasons in each site's language, with the same codes and order", async () => {
    const read = async (site: string) => ({
      conditions: (await sb.call('GET', '/orderReturns/return/conditions', { site })).body
        .conditions as { code: string; name: string; order: number }[],
      reasons: (await sb.call('GET', '/orderReturns/return/reasons', { site })).body.reasons as {
        code: string;
        name: string;
        order: number;
      }[],
    });
    const english = await read('gb-en');
    const spanish = await read('es-es');
    const arabic = await read('sa-ar');
    expect(spanish.reasons.find((r) => r.code === 'SIZE')?.name).toBe('Talla incorrecta');
    expect(arabic.conditions.find((c) => c.code === 'DAMAGED')?.name).toBe('وصل تالفًا');
    for (const other of [spanish, arabic]) {
      const shape = (list: { code: string; order: number }[]) =>
        list.map(({ code, order }) => ({ code, order }));
      expect(shape(other.reasons)).toEqual(shape(english.reasons));
      expect(shape(other.conditions)).toEqual(shape(english.conditions));
      // Written in the language, not the English names again.
      expect(other.reasons.map((r) => r.name)).not.toEqual(english.reasons.map((r) => r.name));
    }
  });

  it('has words for every language a sandbox site is in', () => {
    const languages = new Set(SANDBOX_SITES.map((site) => site.language));
    expect(
      [...languages].filter((language) => !RETURN_PORTAL_LANGUAGES.includes(language)),
    ).toEqual([]);
  });
});
