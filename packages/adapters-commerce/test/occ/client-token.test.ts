import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  CLIENT_TOKEN_THROTTLE_MS,
  createOccClient,
  PageFetchHybrisError,
} from '../../src/index.js';
import { json, startStub, type StubServer } from './stub-server.js';

let stub: StubServer;
let issued = 0;
let tokenStatus = 200;
beforeAll(async () => {
  stub = await startStub((request, res) => {
    if (request.path === '/authorizationserver/oauth/token') {
      if (tokenStatus !== 200) return json(res, tokenStatus, { error: 'invalid_client' });
      issued += 1;
      return json(res, 200, {
        access_token: `client-${issued}`,
        token_type: 'bearer',
        expires_in: 3600,
      });
    }
    // The back-end refuses client tokens it no longer knows.
    if (
      request.headers.authorization === 'Bearer client-1' &&
      request.path.endsWith('/forgottenpasswordtokens')
    ) {
      return json(res, 401, {
        errors: [{ type: 'InvalidTokenError', message: 'Invalid access token' }],
      });
    }
    res.writeHead(202);
    res.end();
  });
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.requests.length = 0;
  issued = 0;
  tokenStatus = 200;
});

function clientAt(clock: { now: number }) {
  return createOccClient({
    baseUrl: stub.url,
    siteCode: 'es-es',
    getToken: () => null,
    clientCredentials: { clientId: 'storefront', clientSecret: 's3cret' },
    now: () => clock.now,
  });
}

const tokenRequests = () =>
  stub.requests.filter((request) => request.path === '/authorizationserver/oauth/token');

describe('client_credentials token (docs/product/commerce-api.md §2)', () => {
  it('asks with the client_credentials grant and reuses the token for concurrent calls', async () => {
    const client = clientAt({ now: 0 });
    await Promise.all([
      client.users.restorePassword('t', 'Secret-123'),
      client.users.restorePassword('t', 'Secret-123'),
      client.account.comingSoon('a@b.c', 'P1'),
    ]);
    expect(tokenRequests()).toHaveLength(1);
    const form = new URLSearchParams(tokenRequests()[0]?.body);
    expect(form.get('grant_type')).toBe('client_credentials');
    expect(form.get('client_id')).toBe('storefront');
    expect(tokenRequests()[0]?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    const calls = stub.requests.filter((request) => !request.path.includes('oauth'));
    expect(calls.every((request) => request.headers.authorization === 'Bearer client-1')).toBe(
      true,
    );
  });

  it('refreshes a refused token at most once every 5 seconds', async () => {
    const clock = { now: 0 };
    const client = clientAt(clock);
    // client-1 is refused: the cache marks it stale, but the refresh waits for the window.
    await expect(client.users.requestPasswordReset('a@b.c')).rejects.toBeInstanceOf(
      PageFetchHybrisError,
    );
    clock.now = 1_000;
    await expect(client.users.requestPasswordReset('a@b.c')).rejects.toBeInstanceOf(
      PageFetchHybrisError,
    );
    expect(tokenRequests()).toHaveLength(1);
    clock.now = CLIENT_TOKEN_THROTTLE_MS;
    await client.users.requestPasswordReset('a@b.c');
    expect(tokenRequests()).toHaveLength(2);
    expect(stub.requests.at(-1)?.headers.authorization).toBe('Bearer client-2');
  });

  it('renews an expired token, and a failed token request is not repeated inside the window', async () => {
    const clock = { now: 0 };
    const client = clientAt(clock);
    await client.auth.clientToken();
    clock.now = 3_600_000;
    tokenStatus = 401;
    await expect(client.auth.clientToken()).rejects.toBeInstanceOf(PageFetchHybrisError);
    clock.now += 4_000;
    await expect(client.auth.clientToken()).rejects.toBeInstanceOf(PageFetchHybrisError);
    expect(tokenRequests()).toHaveLength(2);
    tokenStatus = 200;
    clock.now += 1_000;
    await expect(client.auth.clientToken()).resolves.toBe('client-2');
    expect(tokenRequests()).toHaveLength(3);
  });

  it('user calls never fetch a client token', async () => {
    const client = clientAt({ now: 0 });
    await client.account.referFriends(['a@b.c']).catch(() => undefined);
    expect(tokenRequests()).toHaveLength(0);
  });
});
