import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS, readyGuestCart, startSandbox, type TestSandbox } from './helpers.js';

// Issue 30, hole 3: a stored card pays only for its owner; another shopper's card and a card
// that does not exist answer the same 400.
let sb: TestSandbox;
let shopper: string;
beforeAll(async () => {
  sb = await startSandbox({ payments: { inProcessPolls: 1 } });
  shopper = await sb.login();
});
afterAll(async () => {
  await sb.close();
});

const C = (guid: string) => `/users/anonymous/carts/${guid}`;
const create = (guid: string, method: string, body: Record<string, unknown> = {}) =>
  sb.call('POST', `${C(guid)}/${method}/createpayment`, { body });

function polledOrders(guid: string): number {
  return (
    sb.server.db
      .prepare<[string], { n: number }>(
        'SELECT COUNT(*) AS n FROM orders WHERE cart_code = (SELECT code FROM carts WHERE guid = ?)',
      )
      .get(guid)?.n ?? 0
  );
}

describe('hole 3: a stored card is its owner’s alone', () => {
  it('answers another shopper’s card and a card that does not exist with the same 400', async () => {
    const refusals = [];
    for (const storedCardId of ['card-1', 'no-such-card']) {
      const guid = await readyGuestCart(sb);
      const res = await create(guid, 'adyen/card', { storedCardId });
      refusals.push({ status: res.status, error: res.body.errors?.[0] });
      expect(polledOrders(guid)).toBe(0);
    }
    expect(refusals[0]?.status).toBe(400);
    expect(refusals[0]?.error).toMatchObject({ errorCode: 'payment.storedCard.unknown' });
    expect({ ...refusals[0]?.error, subject: null, message: null }).toEqual({
      ...refusals[1]?.error,
      subject: null,
      message: null,
    });
  });

  it('pays with the shopper’s own stored card', async () => {
    const code = (await sb.call('POST', '/users/current/carts', { token: shopper })).body
      .code as string;
    const UC = `/users/current/carts/${code}`;
    await sb.call('POST', `${UC}/entries`, {
      token: shopper,
      body: { product: { code: '100701' }, quantity: 1 },
    });
    await sb.call('PUT', `${UC}/addresses/delivery`, { token: shopper, body: ADDRESS });
    await sb.call('PUT', `${UC}/deliverymode?deliveryModeId=standard`, { token: shopper });
    const other = await sb.call('POST', `${UC}/adyen/card/createpayment`, {
      token: shopper,
      body: { storedCardId: 'card-of-nobody' },
    });
    expect(other.status).toBe(400);
    const own = await sb.call('POST', `${UC}/adyen/card/createpayment`, {
      token: shopper,
      body: { storedCardId: 'card-1' },
    });
    expect(own.status).toBe(201);
    expect(own.body.status).toBe('AUTHORISED');
    expect(own.body.order.paymentInfo.cardNumber).toMatch(/1111$/);
  });
});
