import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isEnvelope, readyGuestCart, startSandbox, type TestSandbox } from './helpers.js';

// Issue 16, hole 2: form bodies only where browsers and OAuth clients send them (the token
// endpoint, the sandbox's approve / deny pages); JSON everywhere else.
let sb: TestSandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(async () => {
  await sb.close();
});

async function post(path: string, type: string, body: string): Promise<Response> {
  return fetch(`${sb.server.url}${path}`, {
    method: 'POST',
    headers: { 'content-type': type },
    body,
    redirect: 'manual',
  });
}

describe('request bodies', () => {
  it('refuses a form body (and text/plain) on an OCC route with 415 and the envelope', async () => {
    const guid = await readyGuestCart(sb);
    const path = `/occ/v2/es-es/users/anonymous/carts/${guid}/entries`;
    const form = await post(path, 'application/x-www-form-urlencoded', 'code=100702&quantity=1');
    expect(form.status).toBe(415);
    const body: unknown = await form.json();
    expect(isEnvelope(body)).toBe(true);
    expect(body).toMatchObject({ errors: [{ type: 'UnsupportedMediaTypeError' }] });
    const plain = await post(path, 'text/plain', '{"code":"100702","quantity":1}');
    expect(plain.status).toBe(415);
    const cart = await sb.call('GET', `/users/anonymous/carts/${guid}`);
    expect(cart.body.entries.map((e: { product: { code: string } }) => e.product.code)).toEqual([
      '100701',
    ]);
    const json = await post(
      path,
      'application/json; charset=utf-8',
      '{"code":"100702","quantity":1}',
    );
    expect(json.status).toBe(200);
  });

  it('takes forms on the token endpoint and on the sandbox decision pages', async () => {
    const token = await post(
      '/authorizationserver/oauth/token',
      'application/x-www-form-urlencoded',
      'grant_type=client_credentials&client_id=web',
    );
    expect(token.status).toBe(200);
    const guid = await readyGuestCart(sb);
    const created = await sb.call('POST', `/users/anonymous/carts/${guid}/paypal/createpayment`, {
      body: {},
    });
    const denied = await post(
      `/sandbox/provider/${created.body.paymentId}/deny`,
      'application/x-www-form-urlencoded',
      'decision=deny',
    );
    expect(denied.status).toBe(200);
    expect(await denied.text()).toContain('data-result="denied"');
    // The admin endpoints are JSON only.
    expect(
      (await post('/sandbox/faults', 'application/x-www-form-urlencoded', 'rules=x')).status,
    ).toBe(415);
  });
});
