import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, TEST_NOW, type CallResult, type TestSandbox } from './helpers.js';

// Issue 16, hole 6: failed logins are throttled per account, reset links expire and are
// used once, a password change ends the other sessions, and a client_credentials token
// is nobody. The clock is the sandbox's injected one, moved by the test.
let sb: TestSandbox;
let clock = TEST_NOW.getTime();
const MINUTE = 60_000;
beforeAll(async () => {
  sb = await startSandbox({ now: () => new Date(clock) });
});
afterAll(async () => {
  await sb.close();
});
beforeEach(() => {
  // Every test starts a fresh hour later: earlier windows and links are over.
  clock += 2 * 60 * MINUTE;
});

const grant = (username: string, password: string): Promise<CallResult> =>
  sb.call('POST', '/authorizationserver/oauth/token', {
    form: { grant_type: 'password', username, password },
  });

async function register(email: string, password: string): Promise<void> {
  const res = await sb.call('POST', '/users', {
    body: { email, name: 'Test', surname: 'User', password },
  });
  expect(res.status).toBe(201);
}

describe('failed-login throttle', () => {
  it('locks an account after 5 failures in 15 minutes: 40 wrong passwords in a row end in 429s', async () => {
    await register('throttled@example.com', 'Right-Pass-1');
    const statuses: number[] = [];
    for (let i = 0; i < 40; i += 1)
      statuses.push((await grant('throttled@example.com', `wrong-${i}`)).status);
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(new Set(statuses.slice(5))).toEqual(new Set([429]));

    // Locked for the rest of the window, right password or not.
    const locked = await grant('throttled@example.com', 'Right-Pass-1');
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('900');
    expect(locked.body).toMatchObject({
      error: 'temporarily_unavailable',
      errors: [{ type: 'TooManyLoginAttemptsError', reason: 'tooManyAttempts' }],
    });
    clock += 10 * MINUTE;
    expect((await grant('throttled@example.com', 'Right-Pass-1')).headers.get('retry-after')).toBe(
      '300',
    );
    // Other accounts are not affected.
    expect((await grant('shopper@example.com', 'Atelier-2026!')).status).toBe(200);
    // The window over, the right password gets in.
    clock += 5 * MINUTE;
    expect((await grant('throttled@example.com', 'Right-Pass-1')).status).toBe(200);
  });

  it('clears the count on a success', async () => {
    await register('forgetful-typist@example.com', 'Right-Pass-2');
    for (let i = 0; i < 4; i += 1) await grant('forgetful-typist@example.com', 'wrong');
    expect((await grant('forgetful-typist@example.com', 'Right-Pass-2')).status).toBe(200);
    for (let i = 0; i < 4; i += 1)
      expect((await grant('forgetful-typist@example.com', 'wrong')).status).toBe(400);
    expect((await grant('forgetful-typist@example.com', 'Right-Pass-2')).status).toBe(200);
  });

  it('throttles usernames without an account the same way (no way to tell which exist)', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await grant('nobody@example.com', 'x')).status);
    expect(statuses).toEqual([400, 400, 400, 400, 400, 429]);
  });
});

describe('password reset links', () => {
  async function resetLink(email: string): Promise<string> {
    const res = await sb.call('POST', '/forgottenpasswordtokens', { body: { userId: email } });
    expect(res.status).toBe(202);
    return res.headers.get('x-sandbox-reset-token') ?? '';
  }
  const restore = (token: string, password: string): Promise<CallResult> =>
    sb.call('POST', '/restoreforgottenpassword', { body: { token, new: password } });

  it('expire after an hour', async () => {
    await register('late@example.com', 'Late-Pass-1');
    const token = await resetLink('late@example.com');
    clock += 60 * MINUTE + 1;
    const res = await restore(token, 'Late-Pass-2');
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({ type: 'InvalidTokenError', subject: 'token' });
    expect((await grant('late@example.com', 'Late-Pass-1')).status).toBe(200);
  });

  it('work once, and end every session of the account', async () => {
    await register('once@example.com', 'Once-Pass-1');
    const session = (await grant('once@example.com', 'Once-Pass-1')).body.access_token as string;
    const token = await resetLink('once@example.com');
    const other = await resetLink('once@example.com');
    clock += 59 * MINUTE;
    expect((await restore(token, 'Once-Pass-2')).status).toBe(202);
    expect((await restore(token, 'Once-Pass-3')).status).toBe(400);
    // The other pending link died with the change.
    expect((await restore(other, 'Once-Pass-4')).status).toBe(400);
    expect((await sb.call('GET', '/users/current', { token: session })).status).toBe(401);
    expect((await grant('once@example.com', 'Once-Pass-1')).status).toBe(400);
    expect((await grant('once@example.com', 'Once-Pass-2')).status).toBe(200);
  });
});

describe('password change', () => {
  it("ends the account's other sessions and pending reset links, not the one making the change", async () => {
    await register('changer@example.com', 'Change-Pass-1');
    const here = (await grant('changer@example.com', 'Change-Pass-1')).body.access_token as string;
    const elsewhere = (await grant('changer@example.com', 'Change-Pass-1')).body
      .access_token as string;
    const link = (
      await sb.call('POST', '/forgottenpasswordtokens', { body: { userId: 'changer@example.com' } })
    ).headers.get('x-sandbox-reset-token');
    const changed = await sb.call('PUT', '/users/current/password', {
      token: here,
      body: { old: 'Change-Pass-1', new: 'Change-Pass-2' },
    });
    expect(changed.status).toBe(202);
    expect((await sb.call('GET', '/users/current', { token: here })).status).toBe(200);
    expect((await sb.call('GET', '/users/current', { token: elsewhere })).status).toBe(401);
    expect(
      (
        await sb.call('POST', '/restoreforgottenpassword', {
          body: { token: link, new: 'Change-Pass-3' },
        })
      ).status,
    ).toBe(400);
    // Another shopper's sessions are untouched.
    const shopper = await sb.login();
    expect((await sb.call('GET', '/users/current', { token: shopper })).status).toBe(200);
  });
});

describe('client_credentials tokens', () => {
  it('never count as a logged-in shopper', async () => {
    const client = (
      await sb.call('POST', '/authorizationserver/oauth/token', {
        form: { grant_type: 'client_credentials', client_id: 'web' },
      })
    ).body.access_token as string;
    for (const [method, path] of [
      ['GET', '/users/current'],
      ['GET', '/users/current/orders'],
      ['GET', '/users/current/carts'],
      ['POST', '/users/current/carts'],
      ['POST', '/users/current/orders?cartId=current'],
      ['GET', '/users/current/addresses'],
      ['GET', '/wishlist/current/current'],
      ['PUT', '/users/current/password'],
      ['GET', '/users/current/securedcrm?serviceName=Loyalty'],
    ] as const) {
      const res = await sb.call(method, path, {
        token: client,
        ...(method === 'GET' ? {} : { body: {} }),
      });
      expect(res.status, `${method} ${path}`).toBe(401);
    }
    expect((await sb.call('GET', '/orders/90000001', { token: client })).status).toBe(404);
    expect(
      (
        await sb.call('POST', '/erp', {
          token: client,
          body: { orderId: '90000001', type: 'invoice' },
        })
      ).status,
    ).toBe(404);
  });
});
