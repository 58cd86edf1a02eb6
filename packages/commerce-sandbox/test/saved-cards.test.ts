import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADDRESS,
  decide,
  isEnvelope,
  readyGuestCart,
  startSandbox,
  type TestSandbox,
} from './helpers.js';

// Issue 31.4: paying with a stored card asks its security code and refuses an expired one; a
// new card is saved for a signed-in shopper only once its payment authorises, never for a
// guest, and every refusal is a 4xx with nothing paid (ADR 0042).
let sb: TestSandbox;
let shopper: string;
beforeAll(async () => {
  sb = await startSandbox({ payments: { inProcessPolls: 1 } });
  shopper = await sb.login();
  // An expired card of the shopper's (the sandbox's "now" is November 2026).
  sb.server.db
    .prepare(
      'INSERT INTO stored_cards (id, user_uid, type, number, holder, exp_month, exp_year) VALUES (?, ?, ?, ?, ?, ?, ?)',
    )
    .run(
      'card-old',
      'shopper@example.com',
      'visa',
      '************0004',
      'Lucia Martin',
      '10',
      '2026',
    );
});
afterAll(async () => {
  await sb.close();
});

const NEW_CARD = {
  number: '4111111111111111',
  expiryMonth: 5,
  expiryYear: 2031,
  cvc: '737',
  holderName: 'Lucia Martin',
};

/** A cart of the shopper's with one line, an address and standard delivery. */
async function readyShopperCart(): Promise<string> {
  const code = (await sb.call('POST', '/users/current/carts', { token: shopper })).body
    .code as string;
  const UC = `/users/current/carts/${code}`;
  await sb.call('POST', `${UC}/entries`, {
    token: shopper,
    body: { product: { code: '100701' }, quantity: 1 },
  });
  await sb.call('PUT', `${UC}/addresses/delivery`, { token: shopper, body: ADDRESS });
  await sb.call('PUT', `${UC}/deliverymode?deliveryModeId=standard`, { token: shopper });
  return code;
}

const payShopper = (code: string, body: Record<string, unknown>) =>
  sb.call('POST', `/users/current/carts/${code}/adyen/card/createpayment`, {
    token: shopper,
    body,
  });

async function storedCards(): Promise<{ id: string; number: string; expiryDate: unknown }[]> {
  const res = await sb.call('GET', '/users/current/adyen/card/storedcards', { token: shopper });
  return res.body.storedCards;
}

function paymentsOf(code: string): number {
  return (
    sb.server.db
      .prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM payments WHERE cart_code = ?')
      .get(code)?.n ?? 0
  );
}

describe('paying with a stored card', () => {
  it('pays with the shopper’s card and its security code', async () => {
    const code = await readyShopperCart();
    const res = await payShopper(code, { storedCardId: 'card-1', cvc: '737' });
    expect(res.status).toBe(201);
    expect(res.body.status).toBe('AUTHORISED');
    expect(res.body.order.paymentInfo.cardNumber).toMatch(/1111$/);
  });

  it('refuses a malformed security code with a 400 and creates no payment', async () => {
    const code = await readyShopperCart();
    for (const cvc of ['12', '12345', 'abc', '']) {
      const res = await payShopper(code, { storedCardId: 'card-1', cvc });
      expect(res.status).toBe(400);
      expect(isEnvelope(res.body)).toBe(true);
    }
    expect(paymentsOf(code)).toBe(0);
  });

  it('refuses the shopper’s expired card, and answers another shopper’s expired card as unknown', async () => {
    const code = await readyShopperCart();
    const own = await payShopper(code, { storedCardId: 'card-old', cvc: '737' });
    expect(own.status).toBe(400);
    expect(own.body.errors[0]).toMatchObject({ errorCode: 'payment.storedCard.expired' });
    expect(paymentsOf(code)).toBe(0);

    const guid = await readyGuestCart(sb);
    const foreign = await sb.call(
      'POST',
      `/users/anonymous/carts/${guid}/adyen/card/createpayment`,
      { body: { storedCardId: 'card-old', cvc: '737' } },
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.errors[0]).toMatchObject({ errorCode: 'payment.storedCard.unknown' });
  });
});

describe('saving a new card', () => {
  it('keeps the card for the shopper once paid, masked, and only once', async () => {
    const before = await storedCards();
    for (let i = 0; i < 2; i += 1) {
      const code = await readyShopperCart();
      const res = await payShopper(code, { card: NEW_CARD, storeCard: true });
      expect(res.status).toBe(201);
      expect(res.body.status).toBe('AUTHORISED');
    }
    const after = await storedCards();
    expect(after).toHaveLength(before.length + 1);
    const saved = after.find((c) => !before.some((b) => b.id === c.id));
    expect(saved).toMatchObject({
      type: 'visa',
      number: '************1111',
      holderName: 'Lucia Martin',
      expiryDate: { month: '05', year: '2031' },
    });
    // The number and the security code are never kept.
    const row = JSON.stringify(
      sb.server.db.prepare('SELECT * FROM stored_cards WHERE id = ?').get(saved?.id),
    );
    expect(row).not.toContain('4111111111111111');
    expect(row).not.toContain('737');
  });

  it('does not keep a card the shopper did not ask to save, nor one whose payment was refused', async () => {
    const before = await storedCards();
    const plain = await payShopper(await readyShopperCart(), {
      card: { ...NEW_CARD, expiryYear: 2032 },
    });
    expect(plain.status).toBe(201);
    const refused = await payShopper(await readyShopperCart(), {
      card: { ...NEW_CARD, number: '4000000000000002' },
      storeCard: true,
    });
    expect(refused.status).toBe(400);
    expect(await storedCards()).toEqual(before);
  });

  it('keeps a challenged card only after the issuer approves', async () => {
    const before = await storedCards();
    const challenge = { ...NEW_CARD, number: '4917610000000000' };
    const denied = await payShopper(await readyShopperCart(), { card: challenge, storeCard: true });
    expect(denied.body.status).toBe('IDENTIFY_SHOPPER');
    await decide(sb, denied.body.paymentId as string, false, '3ds2/challenge');
    expect(await storedCards()).toEqual(before);

    const code = await readyShopperCart();
    const started = await payShopper(code, { card: challenge, storeCard: true });
    const id = started.body.paymentId as string;
    const C = { token: shopper };
    await sb.call('POST', '/adyen/card/3ds2/authorise', {
      ...C,
      body: { paymentId: id, fingerprintResult: 'fp' },
    });
    await decide(sb, id, true, '3ds2/challenge');
    const done = await sb.call('POST', '/adyen/card/3ds2/authorise', {
      ...C,
      body: { paymentId: id, challengeResult: 'Y' },
    });
    expect(done.body.status).toBe('AUTHORISED');
    const after = await storedCards();
    expect(after.map((c) => c.number)).toContain('************0000');
  });

  it('refuses a guest’s save request with a 400 and creates no payment', async () => {
    const guid = await readyGuestCart(sb);
    const res = await sb.call('POST', `/users/anonymous/carts/${guid}/adyen/card/createpayment`, {
      body: { card: NEW_CARD, storeCard: true },
    });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ errorCode: 'payment.storeCard.guest' });
    const cart = sb.server.db
      .prepare<[string], { code: string }>('SELECT code FROM carts WHERE guid = ?')
      .get(guid);
    expect(paymentsOf(cart?.code ?? '')).toBe(0);
  });

  it('answers a storeCard that is not a boolean with a 400', async () => {
    const code = await readyShopperCart();
    for (const storeCard of ['yes', 1, null, { a: 1 }]) {
      const res = await payShopper(code, { card: NEW_CARD, storeCard });
      expect(res.status).toBe(400);
    }
  });
});
