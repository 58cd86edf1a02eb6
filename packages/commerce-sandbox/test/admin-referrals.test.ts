import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type TestSandbox } from './helpers.js';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(async () => {
  await sb.close();
});

describe('the friends a member invited, read on the test-only admin side', () => {
  it('lists what referFriends stored for that member only', async () => {
    const token = await sb.login();
    const sent = await sb.call('POST', '/users/current/referFriends', {
      token,
      body: { referFriends: ['ana@example.com', 'luis@example.org'] },
    });
    expect(sent.status).toBe(201);
    const read = await sb.call('GET', '/sandbox/referrals?uid=shopper@example.com');
    expect(read.status).toBe(200);
    expect(read.body.emails).toEqual(
      expect.arrayContaining(['ana@example.com', 'luis@example.org']),
    );
    const other = await sb.call('GET', '/sandbox/referrals?uid=employee@example.com');
    expect(other.body.emails).toEqual([]);
  });

  it('refuses a call without a uid, and is closed unless the admin side is asked for', async () => {
    expect((await sb.call('GET', '/sandbox/referrals')).status).toBe(400);
    const closed = await startSandbox({ admin: false });
    try {
      expect((await closed.call('GET', '/sandbox/referrals?uid=shopper@example.com')).status).toBe(
        404,
      );
    } finally {
      await closed.close();
    }
  });
});
