import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createOccClient, PageFetchHybrisError } from '../../src/index.js';
import { createOccHttp } from '../../src/occ/http.js';
import { resolveOccOptions } from '../../src/occ/options.js';
import { json, startStub, type StubServer } from './stub-server.js';

let stub: StubServer;
beforeAll(async () => {
  stub = await startStub();
});
afterAll(() => stub.close());
beforeEach(() => {
  stub.requests.length = 0;
});

const bagWire = {
  code: '00001',
  guid: 'guid-1',
  entries: [],
  totalPrice: { value: 0, currencyIso: 'EUR' },
};

function client(overrides: Partial<Parameters<typeof createOccClient>[0]> = {}) {
  return createOccClient({
    baseUrl: stub.url,
    siteCode: 'es-es',
    getToken: () => null,
    ...overrides,
  });
}

async function failure(promise: Promise<unknown>): Promise<PageFetchHybrisError> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(PageFetchHybrisError);
  return error as PageFetchHybrisError;
}

describe('headers and paths (docs/product/commerce-api.md §1.3)', () => {
  it('sends Rest-API-id, the brand channel header and no auth without a user', async () => {
    stub.handle((_r, res) => json(res, 200, bagWire));
    await client().bag.getBag('guid-1');
    const [request] = stub.requests;
    expect(request?.path).toBe('/occ/v2/es-es/users/anonymous/carts/guid-1');
    expect(request?.headers['rest-api-id']).toBe('atelier-storefront');
    expect(request?.headers['x-atelier-channel']).toBe('WEB');
    expect(request?.headers['x-atelier-apptype']).toBeUndefined();
    expect(request?.headers['x-atelier-globale-country']).toBeUndefined();
    expect(request?.headers.authorization).toBeUndefined();
  });

  it('behind a proxy that holds the token, isSignedIn picks the user segment and no Authorization goes', async () => {
    stub.handle((_r, res) => json(res, 200, bagWire));
    let signedIn = true;
    const proxied = client({ isSignedIn: () => signedIn });
    await proxied.bag.getBag('guid-1');
    signedIn = false;
    await proxied.bag.getBag('guid-1');
    expect(stub.requests.map((request) => request.path)).toEqual([
      '/occ/v2/es-es/users/current/carts/guid-1',
      '/occ/v2/es-es/users/anonymous/carts/guid-1',
    ]);
    expect(stub.requests.every((request) => request.headers.authorization === undefined)).toBe(
      true,
    );
  });

  it('uses current, the bearer token, the app headers and the cross-border headers', async () => {
    stub.handle((_r, res) => json(res, 200, bagWire));
    await client({
      getToken: async () => 'user-token',
      channel: 'APP',
      appType: 'ios',
      brandKey: 'acme',
      getCrossBorder: () => ({ country: 'US', currency: 'USD', culture: 'en-US' }),
    }).bag.getBag('00001');
    const [request] = stub.requests;
    expect(request?.path).toBe('/occ/v2/es-es/users/current/carts/00001');
    expect(request?.headers.authorization).toBe('Bearer user-token');
    expect(request?.headers['x-acme-channel']).toBe('APP');
    expect(request?.headers['x-acme-apptype']).toBe('IOS');
    expect(request?.headers['x-acme-globale-country']).toBe('US');
    expect(request?.headers['x-acme-globale-currency']).toBe('USD');
    expect(request?.headers['x-acme-globale-culture']).toBe('en-US');
  });

  it('asks category listings with the in-stock facet, page size 9999 and the guest group', async () => {
    stub.handle((_r, res) => json(res, 200, { products: [] }));
    await client().products.getCategoryProducts('7');
    const [request] = stub.requests;
    expect(request?.path).toBe('/occ/v2/es-es/products/search');
    expect(request?.query.get('query')).toBe(
      ':relevance:allCategories:7:stockLevelStatusWebSFS:inStock',
    );
    expect(request?.query.get('pageSize')).toBe('9999');
    expect(request?.query.get('fields')).toBe('BASIC');
    expect(request?.query.get('customerGroupId')).toBe('not logged');
  });
});

describe('errors become PageFetchHybrisError (docs/product/errors.md §2)', () => {
  it('carries the status and the OCC error list, and back-end errors are not reported', async () => {
    const errors = [
      {
        type: 'InsufficientStockError',
        message: 'no stock',
        reason: 'noStock',
        subject: 'p1',
        errorCode: 'cart-entry.lowStockError-001',
      },
    ];
    stub.handle((_r, res) => json(res, 400, { errors }));
    const error = await failure(client().bag.getBag('guid-1'));
    expect(error.status).toBe(400);
    expect(error.kind).toBe('http');
    expect(error.errors).toEqual(errors);
    expect(error.reportable).toBe(false);
  });

  it('maps the OAuth envelope to the list (invalid_grant)', async () => {
    stub.handle((_r, res) =>
      json(res, 400, { error: 'invalid_grant', error_description: 'Bad credentials' }),
    );
    const error = await failure(client().auth.login('a@b.c', 'x'));
    expect(error.errors).toEqual([
      { type: 'invalid_grant', message: 'Bad credentials', errorCode: 'invalid_grant' },
    ]);
  });

  it('gives an unreadable error body one item naming the status', async () => {
    stub.handle((_r, res) => {
      res.writeHead(502, { 'content-type': 'text/html' });
      res.end('<html>bad gateway</html>');
    });
    const error = await failure(client().bag.getBag('guid-1'));
    expect(error.status).toBe(502);
    expect(error.errors).toEqual([{ type: 'HttpError', message: 'HTTP 502' }]);
  });

  it('does not follow redirects', async () => {
    stub.handle((_r, res) => {
      res.writeHead(302, { location: '/elsewhere' });
      res.end();
    });
    const error = await failure(client().bag.getBag('guid-1'));
    expect(error.kind).toBe('redirect');
    expect(error.status).toBe(302);
    expect(stub.requests).toHaveLength(1);
    expect(error.reportable).toBe(true);
  });

  it('times out after the configured time as a reportable timeout', async () => {
    stub.handle((_r, res) => {
      setTimeout(() => json(res, 200, bagWire), 500);
    });
    const error = await failure(client({ timeoutMs: 50 }).bag.getBag('guid-1'));
    expect(error.kind).toBe('timeout');
    expect(error.status).toBe(0);
    expect(error.reportable).toBe(true);
  });

  it('reports a 2xx body that is not JSON or not the schema as malformed', async () => {
    stub.handle((_r, res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"code": ');
    });
    expect((await failure(client().bag.getBag('guid-1'))).kind).toBe('malformed');
    stub.handle((_r, res) => json(res, 200, { code: 5 }));
    const error = await failure(client().bag.getBag('guid-1'));
    expect(error.kind).toBe('malformed');
    expect(error.errors[0]?.type).toBe('MalformedBodyError');
  });

  it('a mapper that throws is a malformed body, not a crash', async () => {
    stub.handle((_r, res) => json(res, 200, { any: 'thing' }));
    const http = createOccHttp(
      resolveOccOptions({ baseUrl: stub.url, siteCode: 'es-es', getToken: () => null }),
      () => null,
    );
    const throwing = z.unknown().transform(() => {
      throw new Error('nested parse failed');
    });
    const error = await failure(http.call({ method: 'GET', path: '/x', schema: throwing }));
    expect(error.kind).toBe('malformed');
    expect(error.errors[0]?.message).toBe('nested parse failed');
  });

  it('a network failure is typed too', async () => {
    const error = await failure(
      createOccClient({
        baseUrl: 'http://127.0.0.1:1',
        siteCode: 'es-es',
        getToken: () => null,
      }).bag.getBag('g'),
    );
    expect(error.kind).toBe('network');
  });

  it('does not retry a failed write', async () => {
    stub.handle((_r, res) =>
      json(res, 503, { errors: [{ type: 'ServiceUnavailable', message: 'down' }] }),
    );
    await failure(client().bag.removeEntry('guid-1', 0));
    expect(stub.requests).toHaveLength(1);
  });
});
