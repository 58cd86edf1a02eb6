import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type TestSandbox } from './helpers.js';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(async () => {
  await sb.close();
});

const card = {
  uid: 'shopper@example.com',
  type: 'amex',
  number: '***********0005',
  holderName: 'Lucia Martin',
  month: 7,
  year: 2031,
};

describe('a stored card given over the test-only admin endpoint', () => {
  it('is the shopper’s card as the storedcards call lists it, and can be deleted', async () => {
    const added = await sb.call('POST', '/sandbox/stored-cards', { body: card });
    expect(added.status).toBe(201);
    const token = await sb.login();
    const listed = await sb.call('GET', '/users/current/adyen/card/storedcards', { token });
    expect(listed.body.storedCards).toContainEqual({
      id: added.body.id,
      type: 'amex',
      number: '***********0005',
      holderName: 'Lucia Martin',
      expiryDate: { month: '07', year: '2031' },
    });
  });

  it('refuses an unknown shopper and a card number that is not masked', async () => {
    const unknown = await sb.call('POST', '/sandbox/stored-cards', {
      body: { ...card, uid: 'nobody@example.com' },
    });
    expect(unknown.status).toBe(404);
    const plain = await sb.call('POST', '/sandbox/stored-cards', {
      body: { ...card, number: '4111111111111111' },
    });
    expect(plain.status).toBe(400);
  });

  it('is closed unless the admin side is asked for', async () => {
    const closed = await startSandbox({ admin: false });
    try {
      expect((await closed.call('POST', '/sandbox/stored-cards', { body: card })).status).toBe(404);
    } finally {
      await closed.close();
    }
  });
});
