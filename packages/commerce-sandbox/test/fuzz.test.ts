import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROUTES } from '../src/routes/index.js';
import { isEnvelope, readyGuestCart, startSandbox, type TestSandbox } from './helpers.js';

let sb: TestSandbox;
let token: string;
let guestCart: string;
let userCart: string;

beforeAll(async () => {
  sb = await startSandbox();
  token = await sb.login();
  guestCart = await readyGuestCart(sb);
  userCart = (await sb.call('POST', '/users/current/carts', { token })).body.code as string;
});
afterAll(async () => {
  await sb.close();
});

/** Plausible values for path parameters, so requests get past routing into validation. */
function fill(pattern: string, user: 'anonymous' | 'current'): string {
  return pattern.replace(/\{(\w+)\}/g, (_m, key: string) => {
    switch (key) {
      case 'userId':
        return user;
      case 'cartId':
        return user === 'anonymous' ? guestCart : userCart;
      case 'code':
      case 'productCode':
        return '100701';
      case 'categoryId':
        return '7';
      case 'entryNumber':
        return '0';
      default:
        return 'x';
    }
  });
}

const junk = fc.oneof(
  fc.jsonValue(),
  fc.dictionary(
    fc.constantFrom(
      'code',
      'quantity',
      'product',
      'card',
      'paymentId',
      'email',
      'postalCode',
      'orderEntries',
      'token',
      'rules',
      'entries',
      'orderCode',
      'type',
      'subscribed',
      'returnUrl',
      'cartId',
      'old',
      'new',
    ),
    fc.oneof(
      fc.jsonValue(),
      // Return URLs and secrets: non-Latin-1, control characters, protocol-relative.
      fc.constantFrom(
        '/ok',
        '//evil.example',
        '/\\x',
        '/a\r\nb',
        '/confirmación',
        'https://evil.example',
      ),
      fc.string({ unit: 'grapheme' }),
    ),
  ),
  fc.record({
    product: fc.record({ code: fc.string() }),
    quantity: fc.oneof(fc.integer(), fc.double(), fc.string()),
  }),
);
const rawJunk = fc.oneof(
  fc.string(),
  fc.constant('{"a":'),
  fc.constant('[1,2'),
  fc.constant('\u0000'),
);
const queryJunk = fc.dictionary(
  fc.constantFrom(
    'fields',
    'pageSize',
    'currentPage',
    'sort',
    'query',
    'voucherId',
    'deliveryModeId',
    'email',
    'cartId',
    'oldCartId',
    'toMergeCartGuid',
    'paymentId',
    'serviceName',
    'postalCode',
    'amount',
    'code',
    'old',
    'new',
    'token',
    'userId',
    'id',
    'shouldApplyPromotion',
    'password',
    'username',
    'returnUrl',
  ),
  fc.oneof(
    fc.string(),
    fc.integer().map(String),
    fc.constantFrom('-1', '0', '1e309', 'NaN', '%', "'; DROP TABLE orders; --"),
  ),
  { maxKeys: 4 },
);

describe('sandbox fuzzing: every endpoint answers malformed input with a 4xx envelope, never a 500', () => {
  it(`covers ${ROUTES.length} routes`, async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ROUTES),
        fc.constantFrom('anonymous' as const, 'current' as const),
        fc.option(junk, { nil: undefined }),
        fc.option(rawJunk, { nil: undefined }),
        queryJunk,
        async (route, user, body, raw, query) => {
          const path = fill(route.pattern, user);
          const qs = new URLSearchParams(query as Record<string, string>).toString();
          const res = await sb.call(route.method, `${path}${qs ? `?${qs}` : ''}`, {
            ...(user === 'current' ? { token } : {}),
            // fetch cannot send a body with GET; those routes get junk in the query only.
            ...(route.method === 'GET'
              ? {}
              : raw !== undefined
                ? { raw }
                : body !== undefined
                  ? { body }
                  : {}),
          });
          expect(res.status, `${route.method} ${path} -> ${JSON.stringify(res.body)}`).toBeLessThan(
            500,
          );
          if (res.status >= 400) expect(isEnvelope(res.body), `${route.method} ${path}`).toBe(true);
        },
      ),
      { numRuns: 1000, seed: 20261122 },
    );
  }, 120_000);

  it('answers unknown paths and methods with envelopes', async () => {
    const unknown = await sb.call('GET', '/no/such/thing');
    expect(unknown.status).toBe(404);
    expect(isEnvelope(unknown.body)).toBe(true);
    const method = await sb.call('PATCH', '/products/100701');
    expect(method.status).toBe(405);
    expect(isEnvelope(method.body)).toBe(true);
  });
});
