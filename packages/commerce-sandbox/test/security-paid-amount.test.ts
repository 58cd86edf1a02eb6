import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readyGuestCart, startSandbox, type TestSandbox } from './helpers.js';

// Issue 30, hole 2: what is paid is what is ordered. A payment authorises only the cart's
// total at that moment, a change to the cart voids it, and only the provider decides.
let sb: TestSandbox;
beforeAll(async () => {
  sb = await startSandbox({ payments: { inProcessPolls: 1 } });
});
afterAll(async () => {
  await sb.close();
});

const CARD = { expiryMonth: 3, expiryYear: 2030, cvc: '737', holderName: 'Ana Prueba' };
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

describe('hole 2: the paid amount is the order total', () => {
  it('voids a payment when the bag changes after it was created', async () => {
    const guid = await readyGuestCart(sb);
    const payment = await create(guid, 'paypal', { returnUrl: '/es-es/checkout/confirmation/' });
    expect(payment.status).toBe(201);
    const id = payment.body.paymentId as string;
    // The provider page is approved for the bag as it was, then five more go in.
    await sb.call('POST', `/sandbox/provider/${id}/approve`, { form: { decision: 'approve' } });
    await sb.call('POST', `${C(guid)}/entries`, {
      body: { product: { code: '100701' }, quantity: 5 },
    });
    for (let i = 0; i < 3; i += 1) {
      const accepted = await sb.call('POST', '/paypal/acceptorder', {
        body: { paymentId: id, cartId: guid },
      });
      expect(accepted.status).toBe(400);
      expect(accepted.body.errors[0]).toMatchObject({
        type: 'PaymentAuthorizationError',
        reason: 'amountChanged',
        errorCode: 'payment.amountChanged',
      });
    }
    expect(polledOrders(guid)).toBe(0);
    // A new payment for the new total goes through.
    const again = await create(guid, 'paypal', { returnUrl: '/es-es/checkout/confirmation/' });
    const cart = (await sb.call('GET', C(guid))).body;
    const next = again.body.paymentId as string;
    await sb.call('POST', `/sandbox/provider/${next}/approve`, { form: { decision: 'approve' } });
    let status = '';
    let order: { totalPrice: { value: number } } | undefined;
    for (let i = 0; i < 3 && status !== 'AUTHORISED'; i += 1) {
      const res = await sb.call('POST', '/paypal/acceptorder', {
        body: { paymentId: next, cartId: guid },
      });
      status = res.body.status as string;
      order = res.body.order;
    }
    expect(status).toBe('AUTHORISED');
    expect(order?.totalPrice.value).toBe(cart.totalPrice.value);
    const row = sb.server.db
      .prepare<[string], { amount: number }>('SELECT amount FROM payments WHERE id = ?')
      .get(next);
    expect(row?.amount).toBe(cart.totalPrice.value);
  });

  it('never authorises a redirect payment without the provider page deciding, however often it is polled', async () => {
    const guid = await readyGuestCart(sb);
    const id = (await create(guid, 'adyen/klarna', { returnUrl: '/es-es/checkout/confirmation/' }))
      .body.paymentId as string;
    for (let i = 0; i < 6; i += 1) {
      const polled = await sb.call('POST', '/adyen/klarna/accept', {
        body: { paymentId: id, cartId: guid },
      });
      expect(polled.status).toBe(200);
      expect(polled.body.status).toBe('REDIRECT_SHOPPER');
      const verified = await sb.call('POST', `/payments/${id}/verify`, { body: { cartId: guid } });
      expect(verified.body.status).toBe('REDIRECT_SHOPPER');
    }
    expect(polledOrders(guid)).toBe(0);
  });

  it('does not believe a 3DS2 result the client asserts: only the challenge page decides', async () => {
    const guid = await readyGuestCart(sb);
    const id = (await create(guid, 'adyen/card', { card: { number: '4917610000000000', ...CARD } }))
      .body.paymentId as string;
    await sb.call('POST', '/adyen/card/3ds2/authorise', {
      body: { paymentId: id, cartId: guid, fingerprintResult: 'eyJ9' },
    });
    const asserted = await sb.call('POST', '/adyen/card/3ds2/authorise', {
      body: { paymentId: id, cartId: guid, challengeResult: 'Y' },
    });
    expect(asserted.status).toBe(200);
    expect(asserted.body.status).toBe('CHALLENGE_SHOPPER');
    expect(polledOrders(guid)).toBe(0);
    // The page's denial stands whatever the client says next.
    await sb.call('POST', `/sandbox/3ds2/challenge/${id}/deny`, { form: { decision: 'deny' } });
    const denied = await sb.call('POST', '/adyen/card/3ds2/authorise', {
      body: { paymentId: id, cartId: guid, challengeResult: 'Y' },
    });
    expect(denied.status).toBe(400);
    expect(denied.body.errors[0].reason).toBe('REFUSED');
    expect(polledOrders(guid)).toBe(0);
  });

  it('refuses a second payment on a cart that is already ordered', async () => {
    const guid = await readyGuestCart(sb);
    const first = await create(guid, 'adyen/klarna', {
      returnUrl: '/es-es/checkout/confirmation/',
    });
    const id = first.body.paymentId as string;
    const cod = await create(guid, 'cashondelivery/card');
    expect(cod.status).toBe(201);
    await sb.call('POST', `/sandbox/provider/${id}/approve`, { form: { decision: 'approve' } });
    const late = await sb.call('POST', '/adyen/klarna/accept', {
      body: { paymentId: id, cartId: guid },
    });
    expect(late.status).toBe(400);
    expect(late.body.errors[0]).toMatchObject({ errorCode: 'payment.orderAlreadyCreated' });
    expect(
      sb.server.db
        .prepare<[string], { n: number }>(
          "SELECT COUNT(*) AS n FROM payments WHERE status = 'AUTHORISED' AND cart_code = (SELECT code FROM carts WHERE guid = ?)",
        )
        .get(guid)?.n,
    ).toBe(1);
  });
});
