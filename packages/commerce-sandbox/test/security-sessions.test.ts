import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tokenDigest } from '../src/passwords.js';
import { startSandbox, type TestSandbox } from './helpers.js';

// Issue 30, hole 6 and the stored-token weakness: a session ends when it is revoked, and the
// database keeps no usable token.
let sb: TestSandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(async () => {
  await sb.close();
});

describe('sessions', () => {
  it('ends a token at once when it is revoked; a revoke of an unknown token tells nothing', async () => {
    const token = await sb.login();
    expect((await sb.call('GET', '/users/current', { token })).status).toBe(200);
    const revoked = await sb.call('POST', '/authorizationserver/oauth/revoke', {
      form: { token, token_type_hint: 'access_token' },
    });
    expect(revoked.status).toBe(200);
    expect((await sb.call('GET', '/users/current', { token })).status).toBe(401);
    const unknown = await sb.call('POST', '/authorizationserver/oauth/revoke', {
      form: { token: 'no-such-token' },
    });
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(revoked.body);
    expect((await sb.call('GET', '/authorizationserver/oauth/revoke')).status).toBe(405);
    expect(
      (await sb.call('POST', '/authorizationserver/oauth/revoke', { form: { nothing: 'x' } }))
        .status,
    ).toBe(400);
  });

  it('stores a digest of each bearer token, never the token', async () => {
    const token = await sb.login();
    const rows = sb.server.db.prepare<[], { token: string }>('SELECT token FROM tokens').all();
    expect(rows.map((r) => r.token)).not.toContain(token);
    expect(rows.map((r) => r.token)).toContain(tokenDigest(token));
  });
});
