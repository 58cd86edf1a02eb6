import { toMinorUnits } from '@atelier/core-catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { decide, readyGuestCart, startSandbox, type TestSandbox } from './helpers.js';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startSandbox({
    payments: { inProcessPolls: 2 },
    allowedReturnOrigins: ['https://shop.example'],
  });
});
afterAll(async () => {
  await sb.close();
});

/** What a provider is sent for an OCC price: its minor units (cents, or whole yen). */
const minorUnitsOf = (price: { value: number; currencyIso: string }) =>
  toMinorUnits({ value: price.value, currency: price.currencyIso });

const CARD = { expiryMonth: 3, expiryYear: 2030, cvc: '737', holderName: 'Ana Prueba' };
const create = (guid: string, method: string, body: Record<string, unknown> = {}) =>
  sb.call('POST', `/users/anonymous/carts/${guid}/${method}/createpayment`, { body });

describe('sandbox payment simulator', () => {
  it('authorises 4111 1111 1111 1111 straight away and places the order', async () => {
    const guid = await readyGuestCart(sb);
    const cart = (await sb.call('GET', `/users/anonymous/carts/${guid}`)).body;
    const res = await create(guid, 'adyen/card', {
      card: { number: '4111 1111 1111 1111', ...CARD },
      amount: minorUnitsOf(cart.totalPrice),
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({
      status: 'AUTHORISED',
      orderCode: expect.any(String),
      order: { status: 'CREATED', paymentStatus: 'PAID', email: 'guest@example.com' },
    });
    expect(res.body.order.totalPrice.value).toBe(cart.totalPrice.value);
    // The cart is now an order: the stale-object error, then the order by cart id.
    const stale = await sb.call('GET', `/users/anonymous/carts/${guid}`);
    expect(stale.body.errors[0].type).toBe('JaloObjectNoLongerValidError');
    expect((await sb.call('GET', `/orders/byCartId/${guid}`)).body.code).toBe(res.body.orderCode);
  });

  it('keeps the billing address a payment carries on the order as sent (OCC shape), and refuses a broken one', async () => {
    const guid = await readyGuestCart(sb);
    const cart = (await sb.call('GET', `/users/anonymous/carts/${guid}`)).body;
    const amount = minorUnitsOf(cart.totalPrice);
    const pay = (billingAddress: unknown) =>
      create(guid, 'adyen/card', {
        card: { number: '4111 1111 1111 1111', ...CARD },
        amount,
        billingAddress,
      });
    const billing = {
      firstName: 'Joyas',
      lastName: 'del Bajío',
      line1: 'Avenida Vallarta 100',
      postalCode: '44100',
      town: 'Guadalajara',
      city: { name: 'Guadalajara' },
      region: { isocode: 'MX-JAL', name: 'Jalisco' },
      country: { isocode: 'MX' },
      phone: '3312345678',
    };
    // The back-end takes OCC addresses only: the storefront's own shape, an empty surname or
    // a lower-case country are a 400 that names the field, and no payment starts.
    for (const broken of [
      {
        name: 'Joyas',
        surname: 'del Bajío',
        address: 'Avenida Vallarta 100',
        postalCode: '44100',
        country: 'MX',
      },
      { ...billing, lastName: ' ' },
      { ...billing, country: { isocode: 'mx' } },
    ]) {
      const refused = await pay(broken);
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body.errors)).toMatch(/billingAddress/);
    }
    const paid = await pay(billing);
    expect(paid.status).toBe(201);
    const row = sb.server.db
      .prepare<[string], { data: string }>('SELECT data FROM orders WHERE code = ?')
      .get(paid.body.orderCode);
    const order = JSON.parse(row?.data ?? '{}') as { billingAddress: unknown };
    expect(order.billingAddress).toEqual(billing);
    // And the order's answer carries it too, distinct from the delivery address.
    expect(paid.body.order.billingAddress).toEqual(billing);
    expect(paid.body.order.deliveryAddress).not.toEqual(billing);
  });

  it('refuses 4000 0000 0000 0002, past expiry dates, bad CVCs and wrong amounts', async () => {
    const guid = await readyGuestCart(sb);
    const refused = await create(guid, 'adyen/card', {
      card: { number: '4000000000000002', ...CARD },
    });
    expect(refused.status).toBe(400);
    expect(refused.body.errors[0]).toMatchObject({
      type: 'PaymentAuthorizationError',
      reason: 'REFUSED',
    });
    const expired = await create(guid, 'adyen/card', {
      card: { number: '4111111111111111', ...CARD, expiryYear: 2025 },
    });
    expect(expired.body.errors[0].subject).toBe('card.expiryDate');
    const cvc = await create(guid, 'adyen/card', {
      card: { number: '4111111111111111', ...CARD, cvc: '12' },
    });
    expect(cvc.status).toBe(400);
    const amount = await create(guid, 'adyen/card', {
      card: { number: '4111111111111111', ...CARD },
      amount: 1,
    });
    expect(amount.body.errors[0].subject).toBe('amount');
    // Nothing was placed by the failures.
    expect((await sb.call('GET', `/orders/byCartId/${guid}`)).status).toBe(404);
  });

  it('runs the 3DS2 fingerprint and challenge for 4917 6100 0000 0000 (approve on the page)', async () => {
    const guid = await readyGuestCart(sb);
    const start = await create(guid, 'adyen/card', {
      card: { number: '4917610000000000', ...CARD },
      returnUrl: 'https://shop.example/es-es/checkout/confirmation?paymentMode=card',
    });
    expect(start.body).toMatchObject({
      status: 'IDENTIFY_SHOPPER',
      action: { type: 'threeDS2', subtype: 'fingerprint' },
    });
    const paymentId = start.body.paymentId as string;
    const challenge = await sb.call('POST', '/adyen/card/3ds2/authorise', {
      body: { paymentId, cartId: guid, fingerprintResult: 'eyJ0aHJlZURTQ29tcEluZCI6IlkifQ' },
    });
    expect(challenge.body).toMatchObject({
      status: 'CHALLENGE_SHOPPER',
      action: { subtype: 'challenge' },
    });
    const page = await fetch(challenge.body.action.url);
    const html = await page.text();
    expect(html).toContain('data-testid="threeds-challenge"');
    expect(html).toContain('/approve');
    const approve = await fetch(`${sb.server.url}/sandbox/3ds2/challenge/${paymentId}/approve`, {
      method: 'POST',
      redirect: 'manual',
    });
    expect(approve.status).toBe(303);
    expect(approve.headers.get('location')).toBe(
      `https://shop.example/es-es/checkout/confirmation?paymentMode=card&paymentId=${paymentId}&result=approved`,
    );
    // The return page verifies with MD (= the payment id) and PaRes.
    const done = await sb.call('POST', `/payments/${paymentId}/verify/3ds`, {
      body: { paRes: 'x', cartId: guid },
    });
    expect(done.body).toMatchObject({ status: 'AUTHORISED', orderCode: expect.any(String) });
    const again = await sb.call('POST', '/adyen/card/3ds2/authorise', {
      body: { paymentId, cartId: guid },
    });
    expect(again.body.orderCode).toBe(done.body.orderCode);
  });

  it('refuses the challenge when the shopper denies it', async () => {
    const guid = await readyGuestCart(sb);
    const start = await create(guid, 'adyen/card', {
      card: { number: '4917610000000000', ...CARD },
    });
    const paymentId = start.body.paymentId as string;
    await sb.call('POST', '/adyen/card/3ds2/authorise', {
      body: { paymentId, cartId: guid, fingerprintResult: 'x' },
    });
    const deny = await fetch(`${sb.server.url}/sandbox/3ds2/challenge/${paymentId}/deny`, {
      method: 'POST',
    });
    expect(await deny.text()).toContain('data-result="denied"');
    const result = await sb.call('POST', '/adyen/card/3ds2/authorise', {
      body: { paymentId, cartId: guid },
    });
    expect(result.body.errors[0].reason).toBe('REFUSED');
    expect((await sb.call('GET', `/orders/byCartId/${guid}`)).status).toBe(404);
  });

  it.each([
    'adyen/klarna',
    'paypal',
    'p24',
    'adyen/bizum',
    'mercadopago',
    'addi',
    'kueski',
    'tabby',
    'payu',
    'yookassa',
    'pelecard',
    'fac',
    'adyen/oney',
    'adyen/giropay',
    'adyen/afterpaytouch',
  ])('answers IN_PROCESS a configured number of times for %s before success', async (method) => {
    const guid = await readyGuestCart(sb);
    const start = await create(guid, method, { returnUrl: 'https://shop.example/return' });
    expect(start.body).toMatchObject({ status: 'REDIRECT_SHOPPER', action: { type: 'redirect' } });
    const paymentId = start.body.paymentId as string;
    const provider = await fetch(start.body.action.url);
    expect(provider.status).toBe(200);
    // Polls before the shopper decides on the provider's page change nothing (issue 30).
    const waiting = await sb.call('GET', `/payments/${paymentId}/verify?cartId=${guid}`);
    expect(waiting.body.status).toBe('REDIRECT_SHOPPER');
    await decide(sb, paymentId);
    const statuses: string[] = [];
    for (let i = 0; i < 3; i += 1) {
      statuses.push(
        (await sb.call('GET', `/payments/${paymentId}/verify?cartId=${guid}`)).body.status,
      );
    }
    expect(statuses).toEqual(['IN_PROCESS', 'IN_PROCESS', 'AUTHORISED']);
    expect((await sb.call('GET', `/orders/byCartId/${guid}`)).status).toBe(200);
  });

  it('takes the per-payment IN_PROCESS count and the provider accept paths', async () => {
    const guid = await readyGuestCart(sb);
    const start = await create(guid, 'paypal', { simulate: { inProcessPolls: 0 } });
    await decide(sb, start.body.paymentId as string);
    const accepted = await sb.call(
      'GET',
      `/paypal/acceptorder?paymentId=${start.body.paymentId}&cartId=${guid}&token=t&PayerID=p`,
    );
    expect(accepted.body.status).toBe('AUTHORISED');
    // Accepting again is harmless: same order.
    const again = await sb.call('POST', '/paypal/acceptorder', {
      body: { paymentId: start.body.paymentId, cartId: guid },
    });
    expect(again.body.orderCode).toBe(accepted.body.orderCode);
  });

  it('refuses a redirect payment the provider page denied', async () => {
    const guid = await readyGuestCart(sb);
    const start = await create(guid, 'adyen/klarna', {});
    await fetch(`${sb.server.url}/sandbox/provider/${start.body.paymentId}/deny`, {
      method: 'POST',
    });
    const res = await sb.call('POST', '/adyen/klarna/accept', {
      body: { paymentId: start.body.paymentId, cartId: guid },
    });
    expect(res.body.errors[0].reason).toBe('REFUSED');
  });

  it('issues cash vouchers with reference and barcode and a pending order', async () => {
    for (const method of [
      'adyen/multibanco',
      'adyen/oxxo',
      'adyen/multibancoinsite',
      'adyen/oxxoinsite',
      'openpay/paynet',
    ]) {
      const guid = await readyGuestCart(sb);
      const res = await create(guid, method);
      expect(res.body).toMatchObject({
        status: 'PRESENT_TO_SHOPPER',
        action: { type: 'voucher', reference: expect.stringMatching(/^\d{9}$/) },
      });
      expect(res.body.order).toMatchObject({
        status: 'PAYMENT_IN_PROCESS',
        paymentStatus: 'PENDING',
        paymentInfo: { reference: res.body.action.reference },
      });
      const barcode = await fetch(res.body.action.barcodeUrl);
      expect(barcode.headers.get('content-type')).toBe('image/svg+xml');
    }
  });

  it('authorises wallets with a token, mbway after polling, and cash on delivery', async () => {
    for (const method of ['adyen/applepay', 'adyen/googlepay', 'adyen/amazonpay']) {
      const guid = await readyGuestCart(sb);
      expect((await create(guid, method, {})).status).toBe(400);
      expect((await create(guid, method, { token: 'wallet-token' })).body.status).toBe(
        'AUTHORISED',
      );
    }
    const failing = await readyGuestCart(sb);
    expect(
      (await create(failing, 'adyen/applepay', { token: 'fail-please' })).body.errors[0].reason,
    ).toBe('REFUSED');
    const mbway = await readyGuestCart(sb);
    const push = await create(mbway, 'adyen/mbway', { simulate: { inProcessPolls: 1 } });
    expect(push.body.status).toBe('IN_PROCESS');
    expect(
      (
        await sb.call('POST', '/adyen/mbway/accept', {
          body: { paymentId: push.body.paymentId, cartId: mbway },
        })
      ).body.status,
    ).toBe('IN_PROCESS');
    expect(
      (
        await sb.call('POST', '/adyen/mbway/accept', {
          body: { paymentId: push.body.paymentId, cartId: mbway },
        })
      ).body.status,
    ).toBe('AUTHORISED');
    const cod = await readyGuestCart(sb);
    expect((await create(cod, 'cashondelivery/card')).body.status).toBe('AUTHORISED');
  });

  it('fails on demand and checks the cart first', async () => {
    const guid = await readyGuestCart(sb);
    expect(
      (await create(guid, 'paypal', { simulate: { outcome: 'error' } })).body.errors[0],
    ).toMatchObject({ type: 'PaymentError' });
    expect(
      (await create(guid, 'paypal', { simulate: { outcome: 'refused' } })).body.errors[0].reason,
    ).toBe('REFUSED');
    const empty = (await sb.call('POST', '/users/anonymous/carts')).body.guid as string;
    const res = await create(empty, 'adyen/card', {
      card: { number: '4111111111111111', ...CARD },
    });
    expect(res.body.errors[0]).toMatchObject({ type: 'CartError', errorCode: 'cart.empty' });
    const noStock = await readyGuestCart(sb, '101254');
    sb.server.db.prepare("UPDATE product_stock SET level = 0 WHERE code = '101254'").run();
    const stock = await create(noStock, 'cashondelivery/card');
    expect(stock.body.errors[0]).toMatchObject({
      type: 'InsufficientStockError',
      message: expect.stringContaining('hasCartChangedByTotalStock'),
    });
  });

  it('accepts by cart id when the provider names no payment (Multibanco after the order, Addi, Powertranz)', async () => {
    const multibanco = await readyGuestCart(sb);
    const created = await create(multibanco, 'adyen/multibanco');
    const accepted = await sb.call('POST', '/adyen/multibanco/accept', {
      body: { cartId: multibanco },
    });
    expect(accepted.body).toMatchObject({
      status: 'PRESENT_TO_SHOPPER',
      orderCode: created.body.orderCode,
    });
    const addi = await readyGuestCart(sb);
    const addiPayment = await create(addi, 'addi', { simulate: { inProcessPolls: 0 } });
    expect((await sb.call('GET', `/addi/status?cartId=${addi}`)).body.status).toBe(
      'REDIRECT_SHOPPER',
    );
    await decide(sb, addiPayment.body.paymentId as string);
    expect(
      (await sb.call('POST', '/addi/confirmorder', { body: { cartId: addi } })).body.status,
    ).toBe('AUTHORISED');
    const ptz = await readyGuestCart(sb);
    const systemToken = (
      await sb.call('GET', `/users/anonymous/carts/${ptz}/powertranz/systemtoken`)
    ).body.token;
    expect(systemToken).toMatch(/^ptz_/);
    const ptzPayment = await create(ptz, 'powertranz', {
      token: 't',
      simulate: { inProcessPolls: 0 },
    });
    expect(ptzPayment.body.status).toBe('REDIRECT_SHOPPER');
    await decide(sb, ptzPayment.body.paymentId as string);
    expect(
      (
        await sb.call('POST', '/powertranz/accept', {
          body: { cartId: ptz, token: 't', systemToken },
        })
      ).body.status,
    ).toBe('AUTHORISED');
    expect((await sb.call('POST', '/powertranz/accept', { body: {} })).status).toBe(400);
  });

  it('answers the wallet and PayPal helper calls', async () => {
    const guid = await readyGuestCart(sb);
    expect(
      (await sb.call('POST', `/users/anonymous/carts/${guid}/paypal/session`)).body.sessionId,
    ).toMatch(/^PAYPAL-/);
    const apple = await sb.call('POST', '/applepay/session', {
      body: { validationUrl: 'https://apple-pay-gateway.apple.com/paymentservices/startSession' },
    });
    expect(apple.body).toMatchObject({
      domainName: 'apple-pay-gateway.apple.com',
      merchantSessionIdentifier: expect.any(String),
    });
    const signed = await sb.call('POST', '/amazonpay/sign', { body: { payload: '{"a":1}' } });
    expect(signed.body.signature).toBe(
      (await sb.call('POST', '/amazonpay/sign', { body: { payload: '{"a":1}' } })).body.signature,
    );
  });

  it('pays through the body-addressed create path too', async () => {
    const guid = await readyGuestCart(sb);
    const res = await sb.call('POST', '/adyen/card/createpayment', {
      body: { cartId: guid, card: { number: '4111111111111111', ...CARD } },
    });
    expect(res.body.status).toBe('AUTHORISED');
  });
});
