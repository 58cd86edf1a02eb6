import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenDigest } from '../src/passwords.js';
import { startSandbox, type TestSandbox } from './helpers.js';

// Issue 16, hole 3: passwords, usernames, client secrets and reset tokens travel in the
// body only; in a query string they would be written to every proxy's access log.
let sb: TestSandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(async () => {
  await sb.close();
});

const tokenCount = (): unknown => sb.server.db.prepare('SELECT COUNT(*) AS n FROM tokens').get();

describe('credentials in the query string', () => {
  it('refuses them at the token endpoint, even when the body has them too', async () => {
    const before = tokenCount();
    const inQuery = await sb.call(
      'POST',
      '/authorizationserver/oauth/token?grant_type=password&username=shopper%40example.com&password=Atelier-2026!',
    );
    expect(inQuery.status).toBe(400);
    expect(inQuery.body).toMatchObject({
      error: 'invalid_request',
      errors: [{ type: 'ValidationError', subject: 'username' }],
    });
    expect(inQuery.body.error_description).toMatch(/body, never in the query string/);
    const both = await sb.call('POST', '/authorizationserver/oauth/token?password=x', {
      form: { grant_type: 'password', username: 'shopper@example.com', password: 'Atelier-2026!' },
    });
    expect(both.status).toBe(400);
    const secret = await sb.call('POST', '/authorizationserver/oauth/token?client_secret=s', {
      form: { grant_type: 'client_credentials', client_id: 'web' },
    });
    expect(secret.status).toBe(400);
    expect(tokenCount()).toEqual(before);
  });

  it('refuses them on registration, password change and password restore', async () => {
    const token = await sb.login();
    const change = await sb.call(
      'PUT',
      '/users/current/password?old=Atelier-2026!&new=Changed-2026!',
      { token },
    );
    expect(change.status).toBe(400);
    expect(change.body.errors[0]).toMatchObject({ reason: 'credentialsInQuery', subject: 'old' });
    const register = await sb.call('POST', '/users?password=Secret-1234', {
      body: { email: 'q@example.com', name: 'Q', surname: 'R', password: 'Secret-1234' },
    });
    expect(register.status).toBe(400);
    const reset = await sb.call('POST', '/forgottenpasswordtokens', {
      body: { userId: 'shopper@example.com' },
    });
    const resetToken = reset.headers.get('x-sandbox-reset-token') ?? '';
    const restore = await sb.call(
      'POST',
      `/restoreforgottenpassword?token=${resetToken}&new=Restored-2026!`,
    );
    expect(restore.status).toBe(400);
    // Nothing changed: the password still works and the reset token is still unused.
    await sb.login();
    expect(
      sb.server.db.prepare('SELECT COUNT(*) AS n FROM users WHERE uid = ?').get('q@example.com'),
    ).toEqual({ n: 0 });
    expect(
      sb.server.db
        .prepare('SELECT COUNT(*) AS n FROM password_tokens WHERE token = ?')
        .get(tokenDigest(resetToken)),
    ).toEqual({ n: 1 });
  });
});

describe('reset tokens at rest', () => {
  it('the database keeps only a digest: the stored value is not a working link', async () => {
    const reset = await sb.call('POST', '/forgottenpasswordtokens', {
      body: { userId: 'shopper@example.com' },
    });
    const resetToken = reset.headers.get('x-sandbox-reset-token') ?? '';
    expect(resetToken.length).toBeGreaterThanOrEqual(32);
    const rows = sb.server.db
      .prepare<[], { token: string }>('SELECT token FROM password_tokens')
      .all()
      .map((row) => row.token);
    expect(rows).not.toContain(resetToken);
    expect(rows).toContain(tokenDigest(resetToken));
    // Someone holding a copy of the table tries the stored value as the link's token.
    const stolen = await sb.call('POST', '/restoreforgottenpassword', {
      body: { token: tokenDigest(resetToken), new: 'Stolen-Pass-2026!' },
    });
    expect(stolen.status).toBe(400);
    expect(stolen.body.errors[0]).toMatchObject({ type: 'InvalidTokenError' });
    // The link itself still works, once.
    const restore = await sb.call('POST', '/restoreforgottenpassword', {
      body: { token: resetToken, new: 'Restored-2026!' },
    });
    expect(restore.status).toBe(202);
  });
});
