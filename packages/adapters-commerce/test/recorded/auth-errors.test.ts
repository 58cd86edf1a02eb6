import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPageFetchHybrisError, type PageFetchHybrisError } from '../../src/index.js';
import { recorded, startReplay } from './replay.js';

// The OAuth token answer and OCC's error envelopes as SAP Commerce sends them
// (test/recorded/auth, errors): read into the client's one failure shape.
let replay: Awaited<ReturnType<typeof startReplay>>;
beforeAll(async () => {
  replay = await startReplay();
});
afterAll(() => replay.close());

const TOKEN = '/authorizationserver/oauth/token';

async function failure(promise: Promise<unknown>): Promise<PageFetchHybrisError> {
  const caught = await promise.then(
    () => null,
    (error: unknown) => error,
  );
  if (!isPageFetchHybrisError(caught)) throw new Error('expected a PageFetchHybrisError');
  return caught;
}

describe('the OAuth token endpoint', () => {
  it('reads the password grant answer', async () => {
    replay.serve([{ method: 'POST', path: TOKEN, body: recorded('auth/token.json') }]);
    const token = await replay.client({ getToken: () => null }).auth.login('a@b.c', 'pw');
    expect(token).toEqual({
      accessToken: '550d9a25-87c8-4e76-af21-6174a1e56d5c',
      expiresIn: 43199,
    });
  });

  it('reads invalid_grant as a 400 with that type', async () => {
    replay.serve([
      { method: 'POST', path: TOKEN, status: 400, body: recorded('auth/invalid-grant.json') },
    ]);
    const error = await failure(replay.client({ getToken: () => null }).auth.login('a', 'b'));
    expect(error.status).toBe(400);
    expect(error.errors[0]).toMatchObject({ type: 'invalid_grant', errorCode: 'invalid_grant' });
  });
});

describe('error envelopes', () => {
  const CART = '/users/current/carts/00002718';

  it('a cart not found: CartError with reason and subject', async () => {
    replay.serve([
      { method: 'GET', path: CART, status: 400, body: recorded('errors/cart-not-found.json') },
    ]);
    const error = await failure(replay.client().bag.getBag('00002718'));
    expect(error.errors).toEqual([
      {
        type: 'CartError',
        message: '',
        reason: 'notFound',
        subject: 'selectivecart-electronics-12345',
      },
    ]);
  });

  it('an invalid token: InvalidTokenError, not reportable', async () => {
    replay.serve([
      { method: 'GET', path: CART, status: 401, body: recorded('errors/invalid-token.json') },
    ]);
    const error = await failure(replay.client().bag.getBag('00002718'));
    expect(error.errors[0]?.type).toBe('InvalidTokenError');
    expect(error.reportable).toBe(false);
  });

  it('a stale object: JaloObjectNoLongerValidError with its message', async () => {
    replay.serve([
      { method: 'GET', path: CART, status: 400, body: recorded('errors/stale-object.json') },
    ]);
    const error = await failure(replay.client().bag.getBag('00002718'));
    expect(error.errors[0]).toEqual({
      type: 'JaloObjectNoLongerValidError',
      message: 'The application has encountered an error',
    });
  });

  it('validation errors name their subject', async () => {
    replay.serve([
      {
        method: 'POST',
        path: '/users',
        status: 400,
        body: recorded('errors/validation.json'),
      },
    ]);
    const error = await failure(
      replay.client().users.register({
        email: 'not an email',
        password: 'pw',
        name: 'A',
        surname: 'B',
        subscribedToNewsletter: false,
        loyaltyTermsAccepted: false,
        reCaptchaToken: 'solved',
      }),
    );
    expect(error.errors.map((item) => [item.type, item.reason, item.subject])).toEqual([
      ['ValidationError', 'invalid', 'emailAddress'],
      ['ValidationError', 'invalid', 'firstName'],
    ]);
  });
});
