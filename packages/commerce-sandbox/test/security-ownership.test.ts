import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADDRESS,
  payAndOrder,
  readyGuestCart,
  startSandbox,
  type CallResult,
  type TestSandbox,
} from './helpers.js';

// Issue 16, hole 1: orders and payments are read or changed by their owner only. A
// shopper's with their bearer token; a guest's through the cart's unguessable guid, never
// the sequential cart or order code. Anything else is the 404 of a missing thing.
let sb: TestSandbox;
let shopper: string;
let employee: string;
let client: string;
beforeAll(async () => {
  sb = await startSandbox({ payments: { inProcessPolls: 0 } });
  shopper = await sb.login();
  employee = await sb.login('employee@example.com');
  client = (
    await sb.call('POST', '/authorizationserver/oauth/token', {
      form: { grant_type: 'client_credentials', client_id: 'web' },
    })
  ).body.access_token as string;
});
afterAll(async () => {
  await sb.close();
});

const cartCodeOf = (guid: string): string =>
  sb.server.db
    .prepare<[string], { code: string }>('SELECT code FROM carts WHERE guid = ?')
    .get(guid)?.code ?? '';

/** The 404 of something that does not exist, minus the id it names. */
function shapeOf(res: CallResult): unknown {
  const [error] = res.body.errors as { type: string; reason: string }[];
  return { status: res.status, type: error?.type, reason: error?.reason };
}

/** A shopper's cart ready to pay: one line, an address, standard delivery. */
async function readyShopperCart(): Promise<string> {
  const code = (await sb.call('POST', '/users/current/carts', { token: shopper })).body
    .code as string;
  const C = `/users/current/carts/${code}`;
  await sb.call('POST', `${C}/entries`, {
    token: shopper,
    body: { product: { code: '100701' }, quantity: 1 },
  });
  await sb.call('PUT', `${C}/addresses/delivery`, { token: shopper, body: ADDRESS });
  await sb.call('PUT', `${C}/deliverymode?deliveryModeId=standard`, { token: shopper });
  return code;
}

describe('guest orders: only through the cart guid', () => {
  it('refuses the order by cart code, by order code and its visited flag to strangers', async () => {
    const guid = await readyGuestCart(sb);
    const order = await payAndOrder(sb, guid);
    const cartCode = cartCodeOf(guid);
    const missing = shapeOf(await sb.call('GET', '/orders/byCartId/99999999'));

    expect(shapeOf(await sb.call('GET', `/orders/byCartId/${cartCode}`))).toEqual(missing);
    expect(shapeOf(await sb.call('GET', `/orders/${order.code}`))).toEqual(missing);
    expect(shapeOf(await sb.call('GET', `/orders/${order.guid}`))).toEqual(missing);
    expect(shapeOf(await sb.call('POST', `/orders/${order.code}/visited`))).toEqual(missing);
    expect(shapeOf(await sb.call('GET', `/orders/${order.code}`, { token: client }))).toEqual(
      missing,
    );
    // A retried placement by the guessable cart code is no way in either.
    expect((await sb.call('POST', `/users/anonymous/orders?cartId=${cartCode}`)).status).toBe(404);
    expect(
      sb.server.db.prepare('SELECT visited FROM orders WHERE code = ?').get(order.code),
    ).toEqual({ visited: 0 });

    // The guest, who holds the guid, reads it and marks it visited.
    expect((await sb.call('GET', `/orders/byCartId/${guid}`)).body.code).toBe(order.code);
    expect((await sb.call('GET', `/orders/${guid}`)).body.code).toBe(order.code);
    expect((await sb.call('POST', `/orders/${guid}/visited`)).status).toBe(200);
    expect((await sb.call('GET', `/orders/byCartId/${guid}`)).body.visited).toBe(true);
  });

  it('keeps the public tracking lookups working', async () => {
    const guid = await readyGuestCart(sb);
    const order = await payAndOrder(sb, guid);
    expect(
      (await sb.call('GET', `/orders?code=${order.code}&email=guest@example.com`)).body.code,
    ).toBe(order.code);
    expect(
      (await sb.call('GET', `/orders?code=${order.code}&lastName=Prueba&postalCode=28001`)).body
        .code,
    ).toBe(order.code);
    expect(
      (await sb.call('GET', `/users/anonymous/orders/${order.code}/guest@example.com`)).body.code,
    ).toBe(order.code);
  });
});

describe("shoppers' orders: only with their own token", () => {
  it('refuses a seeded order by its cart id to strangers, other shoppers and client tokens', async () => {
    const seeded = 'seed-90000001';
    const missing = shapeOf(await sb.call('GET', '/orders/byCartId/seed-00000000'));
    expect(shapeOf(await sb.call('GET', `/orders/byCartId/${seeded}`))).toEqual(missing);
    expect(
      shapeOf(await sb.call('GET', `/orders/byCartId/${seeded}`, { token: employee })),
    ).toEqual(missing);
    expect(shapeOf(await sb.call('GET', `/orders/byCartId/${seeded}`, { token: client }))).toEqual(
      missing,
    );
    expect((await sb.call('GET', `/orders/byCartId/${seeded}`, { token: shopper })).body.code).toBe(
      '90000001',
    );
    expect((await sb.call('POST', '/orders/90000001/visited')).status).toBe(404);
    expect((await sb.call('POST', '/orders/90000001/visited', { token: employee })).status).toBe(
      404,
    );
    expect((await sb.call('POST', '/orders/90000001/visited', { token: shopper })).status).toBe(
      200,
    );
  });
});

describe('payments: only their owner reads or accepts them', () => {
  it("refuses a guest's payment without the cart guid, by cart code or by payment id", async () => {
    const guid = await readyGuestCart(sb);
    const created = await sb.call('POST', `/users/anonymous/carts/${guid}/addi/createpayment`, {
      body: {},
    });
    const paymentId = created.body.paymentId as string;
    const cartCode = cartCodeOf(guid);
    const noPayment = shapeOf(await sb.call('GET', '/payments/pay_doesnotexist'));

    expect(shapeOf(await sb.call('GET', `/addi/status?cartId=${cartCode}`))).toEqual(noPayment);
    expect(shapeOf(await sb.call('GET', `/payments/${paymentId}`))).toEqual(noPayment);
    expect(shapeOf(await sb.call('GET', `/payments/${paymentId}?cartId=${cartCode}`))).toEqual(
      noPayment,
    );
    expect(shapeOf(await sb.call('POST', '/addi/accept', { body: { paymentId } }))).toEqual(
      noPayment,
    );
    expect(
      shapeOf(await sb.call('POST', '/addi/confirmorder', { body: { cartId: cartCode } })),
    ).toEqual(noPayment);
    expect(shapeOf(await sb.call('POST', `/payments/${paymentId}/verify`, { body: {} }))).toEqual(
      noPayment,
    );
    // Nothing was accepted: still waiting for the shopper.
    expect(sb.server.db.prepare('SELECT status FROM payments WHERE id = ?').get(paymentId)).toEqual(
      { status: 'REDIRECT_SHOPPER' },
    );

    expect((await sb.call('GET', `/addi/status?cartId=${guid}`)).body.status).toBe(
      'REDIRECT_SHOPPER',
    );
    expect(
      (await sb.call('POST', '/addi/accept', { body: { paymentId, cartId: guid } })).body.status,
    ).toBe('AUTHORISED');
  });

  it('refuses the 3DS2 steps of a guest card payment without the cart guid', async () => {
    const guid = await readyGuestCart(sb);
    const created = await sb.call(
      'POST',
      `/users/anonymous/carts/${guid}/adyen/card/createpayment`,
      {
        body: {
          card: {
            number: '4917610000000000',
            expiryMonth: 3,
            expiryYear: 2030,
            cvc: '737',
            holderName: 'Ana Prueba',
          },
        },
      },
    );
    const paymentId = created.body.paymentId as string;
    const stranger = await sb.call('POST', '/adyen/card/3ds2/authorise', {
      body: { paymentId, fingerprintResult: 'x' },
    });
    expect(stranger.status).toBe(404);
    const owner = await sb.call('POST', '/adyen/card/3ds2/authorise', {
      body: { paymentId, cartId: guid, fingerprintResult: 'x' },
    });
    expect(owner.body.status).toBe('CHALLENGE_SHOPPER');
  });

  it("refuses a shopper's payment to anyone but that shopper", async () => {
    const code = await readyShopperCart();
    const created = await sb.call('POST', `/users/current/carts/${code}/paypal/createpayment`, {
      token: shopper,
      body: {},
    });
    expect(created.status).toBe(201);
    const paymentId = created.body.paymentId as string;
    for (const token of [undefined, employee, client]) {
      const res = await sb.call('POST', '/paypal/acceptorder', {
        ...(token ? { token } : {}),
        body: { paymentId, cartId: code },
      });
      expect(res.status).toBe(404);
    }
    const accepted = await sb.call('POST', '/paypal/acceptorder', {
      token: shopper,
      body: { paymentId, cartId: code },
    });
    expect(accepted.body).toMatchObject({ status: 'AUTHORISED', order: { paymentStatus: 'PAID' } });
  });
});

describe('no order without an authorised payment (hole 2)', () => {
  it('refuses a direct placement of an unpaid cart, for a shopper and for a guest', async () => {
    const code = await readyShopperCart();
    const unpaid = await sb.call('POST', '/users/current/orders?cartId=current', {
      token: shopper,
    });
    expect(unpaid.status).toBe(400);
    expect(unpaid.body.errors[0]).toMatchObject({
      type: 'CartError',
      errorCode: 'cart.paymentInfoNotSet',
    });
    const guid = await readyGuestCart(sb);
    const guest = await sb.call('POST', `/users/anonymous/orders?cartId=${guid}`);
    expect(guest.body.errors[0].errorCode).toBe('cart.paymentInfoNotSet');
    const orders = sb.server.db
      .prepare('SELECT COUNT(*) AS n FROM orders WHERE cart_code IN (?, ?)')
      .get(code, cartCodeOf(guid));
    expect(orders).toEqual({ n: 0 });
  });

  it('answers the order a payment placed, and keeps a cash voucher order pending', async () => {
    const guid = await readyGuestCart(sb);
    const voucher = await sb.call(
      'POST',
      `/users/anonymous/carts/${guid}/adyen/multibanco/createpayment`,
      { body: {} },
    );
    expect(voucher.body.status).toBe('PRESENT_TO_SHOPPER');
    const placed = await sb.call('POST', `/users/anonymous/orders?cartId=${guid}&paymentMode=card`);
    expect(placed.status).toBe(201);
    expect(placed.body).toMatchObject({
      code: voucher.body.orderCode,
      paymentStatus: 'PENDING',
      status: 'PAYMENT_IN_PROCESS',
    });
  });
});
