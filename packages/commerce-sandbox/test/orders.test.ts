import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS, payAndOrder, readyGuestCart, startSandbox, type TestSandbox } from './helpers.js';
import { ORDER_STATUSES } from '../src/seed-orders.js';

let sb: TestSandbox;
let token: string;
beforeAll(async () => {
  sb = await startSandbox();
  token = await sb.login();
});
afterAll(async () => {
  await sb.close();
});

describe('sandbox orders', () => {
  it('places an order once per cart, however often and however concurrently it is asked', async () => {
    const guid = await readyGuestCart(sb);
    const placed = await payAndOrder(sb, guid);
    const results = await Promise.all(
      Array.from({ length: 8 }, () => sb.call('POST', `/users/anonymous/orders?cartId=${guid}`)),
    );
    const codes = new Set(results.map((r) => r.body.code as string));
    expect(results.every((r) => r.status === 201)).toBe(true);
    expect([...codes]).toEqual([placed.code]);
    const cartCode = sb.server.db
      .prepare<[string], { code: string }>('SELECT code FROM carts WHERE guid = ?')
      .get(guid)?.code;
    expect(
      sb.server.db.prepare('SELECT COUNT(*) AS n FROM orders WHERE cart_code = ?').get(cartCode),
    ).toEqual({ n: 1 });
  });

  it("spends one of a member's free shipments when an order ships free by the loyalty promotion", async () => {
    const remaining = () =>
      (
        JSON.parse(
          sb.server.db
            .prepare<[string], { data: string }>(
              'SELECT data FROM loyalty_accounts WHERE user_uid = ?',
            )
            .get('shopper@example.com')?.data ?? '{}',
        ) as { freeShippingRemaining?: number }
      ).freeShippingRemaining;
    const before = remaining() ?? 0;
    expect(before).toBeGreaterThan(0);
    const cart = (await sb.call('POST', '/users/current/carts', { token })).body;
    const C = `/users/current/carts/${cart.code}`;
    await sb.call('POST', `${C}/entries`, { token, body: { code: '100701', quantity: 1 } });
    await sb.call('PUT', `${C}/addresses/delivery`, { token, body: ADDRESS });
    await sb.call('PUT', `${C}/deliverymode?deliveryModeId=express`, { token });
    const free = await sb.call(
      'POST',
      `${C}/promotions/LOYALTY_FREE_SHIPPING?shouldApplyPromotion=true`,
      { token },
    );
    expect(free.body.deliveryCost.value).toBe(0);
    const paid = await sb.call('POST', `${C}/cashondelivery/card/createpayment`, {
      token,
      body: {},
    });
    expect(paid.status).toBe(201);
    expect(paid.body.order.deliveryCost.value).toBe(0);
    // Cash on delivery stays cash on delivery, whatever the courier takes (it was 'card').
    expect(paid.body.order.paymentMode).toBe('cashondelivery');
    expect(remaining()).toBe(before - 1);
  });

  it('pages the shopper orders 20 at a time with every status', async () => {
    const first = await sb.call('GET', '/users/current/orders', { token });
    expect(first.body.orders).toHaveLength(20);
    expect(first.body.totalOrders).toBeGreaterThanOrEqual(ORDER_STATUSES.length);
    const second = await sb.call('GET', '/users/current/orders?currentPage=1', { token });
    const statuses = new Set(
      [...first.body.orders, ...second.body.orders].map((o: { status: string }) => o.status),
    );
    for (const status of ORDER_STATUSES) expect(statuses).toContain(status);
    const shipped = [...first.body.orders, ...second.body.orders].find(
      (o: { status: string }) => o.status === 'IN_DISTRIBUTION_CARRIER',
    );
    expect(shipped).toMatchObject({
      trackURL: expect.any(String),
      afterShipTrackURL: expect.any(String),
      consignments: [{ trackingUrl: expect.any(String) }],
    });
    expect(shipped.statusHistory[0].status).toBe('IN_DISTRIBUTION_CARRIER');
    const history = shipped.statusHistory as { status: string; date: string }[];
    expect(history.map((h) => h.date)).toEqual([...history.map((h) => h.date)].sort().reverse());
    // Raw history, duplicates included: the client keeps one entry per status
    // (docs/product/orders.md §4).
    expect(history.filter((h) => h.status === 'IN_PROCESS')).toHaveLength(2);
    expect(history.at(-1)?.status).toBe('CREATED');
    expect((await sb.call('GET', '/users/anonymous/orders')).status).toBe(401);
  });

  it('answers one order by code for its owner only', async () => {
    const code = (await sb.call('GET', '/users/current/orders', { token })).body.orders[0]
      .code as string;
    expect((await sb.call('GET', `/users/current/orders/${code}`, { token })).body.code).toBe(code);
    const other = await sb.login('employee@example.com');
    expect((await sb.call('GET', `/users/current/orders/${code}`, { token: other })).status).toBe(
      404,
    );
    expect((await sb.call('GET', `/orders/${code}`)).status).toBe(404);
    expect((await sb.call('GET', `/orders/${code}`, { token })).status).toBe(200);
  });

  it('tracks an order by code and e-mail, or by last name and postal code', async () => {
    const guid = await readyGuestCart(sb);
    const order = await payAndOrder(sb, guid);
    expect(
      (await sb.call('GET', `/orders?code=${order.code}&email=GUEST@example.com`)).body.code,
    ).toBe(order.code);
    expect(
      (await sb.call('GET', `/orders?code=${order.code}&lastName=prueba&postalCode=28%20001`)).body
        .code,
    ).toBe(order.code);
    expect(
      (await sb.call('GET', `/orders?code=${order.code}&email=other@example.com`)).status,
    ).toBe(404);
    expect((await sb.call('GET', `/orders?code=${order.code}`)).status).toBe(400);
    expect(
      (await sb.call('GET', `/users/anonymous/orders/${order.code}/guest@example.com`)).body.code,
    ).toBe(order.code);
    // The guest marks it visited through the cart guid (the code alone is a stranger's 404).
    expect((await sb.call('POST', `/orders/${guid}/visited`)).status).toBe(200);
    expect((await sb.call('GET', `/orders/byCartId/${guid}`)).body.visited).toBe(true);
  });

  it('refuses carts that cannot be ordered', async () => {
    const empty = (await sb.call('POST', '/users/anonymous/carts')).body.guid as string;
    expect(
      (await sb.call('POST', `/users/anonymous/orders?cartId=${empty}`)).body.errors[0].errorCode,
    ).toBe('cart.empty');
    const noAddress = (await sb.call('POST', '/users/anonymous/carts')).body.guid as string;
    await sb.call('POST', `/users/anonymous/carts/${noAddress}/entries`, {
      body: { code: '100701', quantity: 1 },
    });
    await sb.call(
      'PUT',
      `/users/anonymous/carts/${noAddress}/deliverymode?deliveryModeId=standard`,
    );
    expect(
      (await sb.call('POST', `/users/anonymous/orders?cartId=${noAddress}`)).body.errors[0]
        .errorCode,
    ).toBe('cart.deliveryAddressNotSet');
  });
});
