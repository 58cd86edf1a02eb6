import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOccClient } from '../../src/index.js';
import { json, startStub, type StubServer } from './stub-server.js';

let stub: StubServer;
beforeAll(async () => {
  stub = await startStub((request, res) => {
    if (request.path.endsWith('/oauth/token'))
      return json(res, 200, { access_token: 'c', token_type: 'bearer' });
    return json(res, 201, { id: 'new@example.com', email: 'new@example.com', hasMyAtelier: true });
  });
});
afterAll(() => stub.close());

describe('registration on the wire', () => {
  it('sends the terms under the brand field and reads membership back', async () => {
    const client = createOccClient({
      baseUrl: stub.url,
      siteCode: 'pt-pt',
      getToken: () => null,
      clientCredentials: { clientId: 'c', clientSecret: 's' },
    });
    const user = await client.users.register({
      email: 'new@example.com',
      name: 'Nuno',
      surname: 'Silva',
      password: 'Secret-123',
      subscribedToNewsletter: true,
      loyaltyTermsAccepted: true,
      reCaptchaToken: 'captcha',
    });
    const request = stub.requests.find((r) => r.path === '/occ/v2/pt-pt/users');
    const body = JSON.parse(request?.body ?? '{}') as Record<string, unknown>;
    expect(body).toMatchObject({
      uid: 'new@example.com',
      firstName: 'Nuno',
      lastName: 'Silva',
      myAtelierTermsAccepted: true,
    });
    expect(body).not.toHaveProperty('loyaltyTermsAccepted');
    expect(request?.headers.authorization).toBe('Bearer c');
    expect(user.hasLoyaltyMembership).toBe(true);
  });
});
