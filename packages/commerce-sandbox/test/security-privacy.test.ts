import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payAndOrder, readyGuestCart, startSandbox, type TestSandbox } from './helpers.js';

// Issue 30: what a stranger could read of another shopper's orders and lists.
let sb: TestSandbox;
let shopper: string;
beforeAll(async () => {
  sb = await startSandbox();
  shopper = await sb.login();
});
afterAll(async () => {
  await sb.close();
});

describe('hole 7: invoices only for the order’s owner', () => {
  it('answers a stranger asking for a guest order’s invoice as for a code that does not exist', async () => {
    const guid = await readyGuestCart(sb);
    const order = await payAndOrder(sb, guid);
    const code = order.code as string;
    const asked = async (orderId: string, token?: string) =>
      sb.call('POST', '/erp', { body: { orderId, type: 'invoice' }, ...(token ? { token } : {}) });
    const stranger = await asked(code);
    const signedInStranger = await asked(code, shopper);
    const unknown = await asked('99999999');
    for (const answer of [stranger, signedInStranger, unknown]) {
      expect(answer.status).toBe(404);
      expect(answer.body.pdf).toBeUndefined();
      expect(answer.body.errors[0]).toMatchObject({
        type: 'UnknownIdentifierError',
        message: 'Order not found',
      });
    }
    // The guest who holds the cart's guid still gets it.
    const own = await asked(guid);
    expect(own.status).toBe(200);
    expect(own.body.pdf).toMatch(/^[A-Za-z0-9+/]+=*$/);
  });
});

describe('hole 8: a shared wishlist names no owner', () => {
  it('answers the list’s products but not its owner’s e-mail', async () => {
    await sb.call('POST', '/wishlist/current/current/add', {
      token: shopper,
      body: { productCode: '100701' },
    });
    const { token } = (
      await sb.call('GET', '/wishlist/current/current/sharetoken', { token: shopper })
    ).body as { token: string };
    const shared = await sb.call('POST', '/wishlist/share/token', { body: { token } });
    expect(shared.status).toBe(200);
    expect(shared.body.entries.length).toBeGreaterThan(0);
    expect(shared.body.userName).toBeUndefined();
    expect(JSON.stringify(shared.body)).not.toContain('@');
  });
});

describe('hole 5: consents are their owner’s alone', () => {
  it('does not show or delete an account’s consent to a stranger (seeded ids are guessable)', async () => {
    for (const method of ['GET', 'DELETE'] as const) {
      const answer = await sb.call(method, '/consent/consent-1');
      expect(answer.status, method).toBe(404);
      expect(JSON.stringify(answer.body)).not.toContain('@');
      const unknown = await sb.call(method, '/consent/no-such-consent');
      expect(answer.body).toEqual({
        ...unknown.body,
        errors: [{ ...unknown.body.errors[0], subject: 'consent-1' }],
      });
    }
    const own = await sb.call('GET', '/consent/consent-1', { token: shopper });
    expect(own.status).toBe(200);
    expect(own.body.subscribed).toBe(true);
  });

  it('never changes an account’s consents from an anonymous consent or newsletter call', async () => {
    const before = (await sb.call('GET', '/users/current/consent', { token: shopper })).body;
    const newsletterBefore = (
      await sb.call('GET', '/users/current/securedcrm?serviceName=Newsletter', { token: shopper })
    ).body;
    const consent = await sb.call('POST', '/users/anonymous/consent', {
      body: { userEmail: 'Shopper@example.com', type: 'newsletter', subscribed: false },
    });
    expect(consent.status).toBe(201);
    const signUp = await sb.call('POST', '/users/anonymous/securedcrm', {
      body: { serviceName: 'Newsletter', email: 'shopper@example.com', subscribed: false },
    });
    expect(signUp.status).toBeLessThan(300);
    expect((await sb.call('GET', '/users/current/consent', { token: shopper })).body).toEqual(
      before,
    );
    expect(
      (await sb.call('GET', '/users/current/securedcrm?serviceName=Newsletter', { token: shopper }))
        .body,
    ).toEqual(newsletterBefore);
    // The anonymous row is its giver's, by its random id.
    expect((await sb.call('GET', `/consent/${consent.body.uuid}`)).status).toBe(200);
  });
});
