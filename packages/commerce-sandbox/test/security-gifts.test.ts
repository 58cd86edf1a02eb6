import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS, startSandbox, type TestSandbox } from './helpers.js';

// Issue 30, hole 1: gift lines are the back-end's alone. A review posted a line with
// `isGift: true`: it cost nothing, left the stock check and was never decremented.
let sb: TestSandbox;
beforeAll(async () => {
  sb = await startSandbox({ payments: { inProcessPolls: 1 } });
});
afterAll(async () => {
  await sb.close();
});

const C = (guid: string) => `/users/anonymous/carts/${guid}`;
const create = (guid: string, method: string, body: Record<string, unknown> = {}) =>
  sb.call('POST', `${C(guid)}/${method}/createpayment`, { body });
const stockOf = (code: string): number =>
  sb.server.db
    .prepare<[string], { level: number }>(
      "SELECT level FROM product_stock WHERE code = ? AND channel = 'WEB'",
    )
    .get(code)?.level ?? 0;

describe('hole 1: a shopper cannot make a line a gift', () => {
  it('ignores isGift on an added line: the line is priced, counted and decremented', async () => {
    const cart = await sb.call('POST', '/users/anonymous/carts');
    const guid = cart.body.guid as string;
    const before = stockOf('100701');
    const added = await sb.call('POST', `${C(guid)}/entries`, {
      body: { product: { code: '100701' }, quantity: 2, isGift: true },
    });
    expect(added.status).toBe(200);
    const view = (await sb.call('GET', C(guid))).body;
    // 2 x 59.95 passes the first gift's threshold: the back-end's own gift line follows.
    expect(view.entries.filter((e: { isGift: boolean }) => !e.isGift)).toHaveLength(1);
    expect(view.entries[0]).toMatchObject({ isGift: false, quantity: 2 });
    expect(view.subTotal.value).toBe(view.entries[0].totalPrice.value);
    expect(view.subTotal.value).toBeGreaterThan(0);
    await sb.call('PUT', `${C(guid)}/addresses/delivery`, { body: ADDRESS });
    await sb.call('PUT', `${C(guid)}/deliverymode?deliveryModeId=standard`);
    await sb.call('PUT', `${C(guid)}/email?email=guest@example.com`);
    const paid = await create(guid, 'cashondelivery/card');
    expect(paid.status).toBe(201);
    expect(paid.body.order.totalPrice.value).toBe(view.totalPrice.value);
    expect(paid.body.order.entries[0].isGift).toBe(false);
    expect(stockOf('100701')).toBe(before - 2);
  });

  it('ignores isGift in a multiple add too, and takes no price from the body', async () => {
    const guid = (await sb.call('POST', '/users/anonymous/carts')).body.guid as string;
    const added = await sb.call('POST', `${C(guid)}/entries/multiple`, {
      body: {
        orderEntries: [
          {
            product: { code: '100701' },
            quantity: 1,
            isGift: true,
            basePrice: { value: 0.01 },
            totalPrice: { value: 0.01 },
          },
        ],
      },
    });
    expect(added.status).toBe(200);
    const view = (await sb.call('GET', C(guid))).body;
    expect(view.entries[0].isGift).toBe(false);
    expect(view.entries[0].basePrice.value).toBeGreaterThan(1);
  });
});
