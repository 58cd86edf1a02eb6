import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type CallResult, type TestSandbox } from './helpers.js';

// A base site only sees its own orders (orders.site), as in SAP Commerce: the list, the
// lookups by code or guid, guest tracking, returns and documents answer another site's order
// with exactly the 404 of an unknown code, so nothing about it leaks.
let sb: TestSandbox;
let shopper: string;
beforeAll(async () => {
  sb = await startSandbox();
  shopper = await sb.login();
});
afterAll(async () => {
  await sb.close();
});

const SHOPPER = 'shopper@example.com';
// A seeded es-es order of the shopper's (seed-orders.ts), and a code no order has.
const ES_ORDER = '90000031';
const UNKNOWN = '00000000';

/** The answer minus the code it names: a refusal must look like an unknown code. */
function shapeOf(res: CallResult): unknown {
  const [error] = (res.body?.errors ?? []) as { type: string; reason?: string }[];
  return { status: res.status, type: error?.type, reason: error?.reason };
}

/** The reads of one order code on a site, as the shopper, a guest and the tracking form. */
function reads(site: string, code: string, email: string): Promise<CallResult>[] {
  return [
    sb.call('GET', `/users/current/orders/${code}`, { site, token: shopper }),
    sb.call('GET', `/orders/${code}`, { site, token: shopper }),
    sb.call('GET', `/orders?code=${code}&email=${encodeURIComponent(email)}`, { site }),
    sb.call('GET', `/orders?code=${code}&lastName=Haddad&postalCode=12211`, { site }),
    sb.call('GET', `/users/anonymous/orders/${code}/${encodeURIComponent(email)}`, { site }),
    sb.call('POST', '/erp', { site, token: shopper, body: { orderId: code, type: 'invoice' } }),
  ];
}

/** A shopper's sa-ar order, paid cash on delivery (an order is placed only when paid). */
async function saOrder(): Promise<string> {
  const site = 'sa-ar';
  const cart = (await sb.call('POST', '/users/current/carts', { site, token: shopper })).body;
  const C = `/users/current/carts/${cart.code as string}`;
  const calls: [string, string, unknown?][] = [
    ['POST', `${C}/entries`, { product: { code: '100701' }, quantity: 1 }],
    [
      'PUT',
      `${C}/addresses/delivery`,
      {
        firstName: 'Layla',
        lastName: 'Haddad',
        line1: 'King Fahd Road 1',
        postalCode: '12211',
        town: 'Riyadh',
        country: { isocode: 'SA' },
        phone: '+966501234567',
      },
    ],
    ['PUT', `${C}/deliverymode?deliveryModeId=standard`],
    ['POST', `${C}/cashondelivery/card/createpayment`, {}],
  ];
  let last: CallResult | undefined;
  for (const [method, path, body] of calls) {
    last = await sb.call(method, path, { site, token: shopper, ...(body ? { body } : {}) });
    expect(last.status, `${method} ${path}: ${JSON.stringify(last.body)}`).toBeLessThan(300);
  }
  return last?.body.order.code as string;
}

describe('orders are read on their own base site only', () => {
  it('an es-es order read through sa-ar is the 404 of an unknown code, however it is asked', async () => {
    const found = await Promise.all(reads('es-es', ES_ORDER, SHOPPER));
    // On its own site the shopper reads it (the surname lookup is a Haddad one, not Martín).
    expect(found.map((r) => r.status)).toEqual([200, 200, 200, 404, 200, 200]);
    const elsewhere = await Promise.all(reads('sa-ar', ES_ORDER, SHOPPER));
    const unknown = await Promise.all(reads('sa-ar', UNKNOWN, SHOPPER));
    expect(elsewhere.map(shapeOf)).toEqual(unknown.map(shapeOf));
    expect(elsewhere.every((r) => r.status === 404)).toBe(true);
    for (const answer of elsewhere) expect(JSON.stringify(answer.body)).not.toContain(SHOPPER);
  });

  it('the sa-ar order list leaves out the es-es orders, and counts only its own', async () => {
    const code = await saOrder();
    const sa = await sb.call('GET', '/users/current/orders?pageSize=100', {
      site: 'sa-ar',
      token: shopper,
    });
    expect(sa.body.orders.map((o: { code: string }) => o.code)).toEqual([code]);
    expect(sa.body.totalOrders).toBe(1);
    expect(sa.body.pagination.totalResults).toBe(1);
    const es = await sb.call('GET', '/users/current/orders?pageSize=100', { token: shopper });
    const esCodes = es.body.orders.map((o: { code: string }) => o.code);
    expect(esCodes).toContain(ES_ORDER);
    expect(esCodes).not.toContain(code);
    // And the other way round: the sa-ar order is unknown through es-es, known on sa-ar.
    const onSa = await Promise.all(reads('sa-ar', code, SHOPPER));
    expect(onSa.map((r) => r.status)).toEqual([200, 200, 200, 200, 200, 200]);
    const onEs = await Promise.all(reads('es-es', code, SHOPPER));
    expect(onEs.map((r) => r.status)).toEqual([404, 404, 404, 404, 404, 404]);
  });

  it('a return of an es-es order filed through sa-ar is refused like an unknown order, and nothing is stored', async () => {
    const delivered = sb.server.db
      .prepare<[], { code: string }>(
        "SELECT code FROM orders WHERE status = 'CUSTOMER_RECEIVED' AND site = 'es-es'",
      )
      .get()?.code;
    expect(delivered).toBeDefined();
    const file = (orderCode: string) =>
      sb.call('POST', `/returns/${encodeURIComponent(SHOPPER)}/orderReturns`, {
        site: 'sa-ar',
        token: shopper,
        body: { orderCode, entries: [{ entryNumber: 0, quantity: 1, reason: 'SIZE' }] },
      });
    const refused = await file(delivered ?? '');
    expect(shapeOf(refused)).toEqual(shapeOf(await file(UNKNOWN)));
    expect(refused.status).toBe(404);
    const stored = await sb.call('GET', `/sandbox/returns?orderCode=${delivered ?? ''}`);
    expect(stored.body.returns).toEqual([]);
  });
});
