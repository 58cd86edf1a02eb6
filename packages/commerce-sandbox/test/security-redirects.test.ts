import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandboxServer } from '../src/index.js';
import { readyGuestCart, startSandbox, type TestSandbox } from './helpers.js';

// Issue 16, hole 4: a payment's returnUrl was an open redirect (and a non-Latin-1 one a
// 500), and browser-facing URLs carried the sandbox's internal address.
let sb: TestSandbox;
beforeAll(async () => {
  sb = await startSandbox({
    publicBase: '/api/commerce',
    allowedReturnOrigins: ['https://shop.example'],
  });
});
afterAll(async () => {
  await sb.close();
});

const CARD = {
  expiryMonth: 3,
  expiryYear: 2030,
  cvc: '737',
  holderName: 'Ana Prueba',
};

const create = (guid: string, method: string, body: Record<string, unknown> = {}) =>
  sb.call('POST', `/users/anonymous/carts/${guid}/${method}/createpayment`, { body });

/** A 3DS2 payment brought to its challenge; answers the challenge step's answer. */
async function challenge(returnUrl?: string) {
  const guid = await readyGuestCart(sb);
  const start = await create(guid, 'adyen/card', {
    card: { number: '4917610000000000', ...CARD },
    ...(returnUrl === undefined ? {} : { returnUrl }),
  });
  expect(start.status).toBe(201);
  return sb.call('POST', '/adyen/card/3ds2/authorise', {
    body: { paymentId: start.body.paymentId, cartId: guid, fingerprintResult: 'x' },
  });
}

const approve = (paymentId: string): Promise<Response> =>
  fetch(`${sb.server.url}/sandbox/3ds2/challenge/${paymentId}/approve`, {
    method: 'POST',
    redirect: 'manual',
  });

describe('payment return URLs', () => {
  it.each([
    'https://evil.example/es-es/checkout',
    '//evil.example/path',
    '/\\evil.example',
    '/.//evil.example',
    '/%2e%2e//evil.example',
    '/a/..//evil.example',
    'https://shop.example.evil.example/x',
    'https://user@shop.example/x',
    'javascript:alert(1)',
    'es-es/checkout',
    '/ok\r\nSet-Cookie: a=b',
    '/ok\tx',
    'ftp://shop.example/x',
  ])('refuses %j at payment creation with a 400 naming returnUrl', async (returnUrl) => {
    const guid = await readyGuestCart(sb);
    const res = await create(guid, 'paypal', { returnUrl });
    expect(res.status).toBe(400);
    expect(res.body.errors[0]).toMatchObject({
      subject: 'returnUrl',
      errorCode: 'payment.returnUrl.invalid',
      message: expect.stringContaining('allowedReturnOrigins'),
    });
  });

  it('sends the shopper back to a same-site path, non-Latin-1 characters percent-encoded', async () => {
    const answer = await challenge('/es-es/confirmación?nombre=Zoë#arriba');
    const paymentId = answer.body.paymentId as string;
    const res = await approve(paymentId);
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(
      `/es-es/confirmaci%C3%B3n?nombre=Zo%C3%AB&paymentId=${paymentId}&result=approved#arriba`,
    );
  });

  it('sends the shopper back to an allowed origin', async () => {
    const answer = await challenge('https://shop.example/es-es/checkout/confirmation?mode=card');
    const paymentId = answer.body.paymentId as string;
    const res = await approve(paymentId);
    expect(res.headers.get('location')).toBe(
      `https://shop.example/es-es/checkout/confirmation?mode=card&paymentId=${paymentId}&result=approved`,
    );
  });

  it('refuses bad publicBase and allowedReturnOrigins options at start', async () => {
    for (const options of [
      { publicBase: '//evil.example' },
      { publicBase: 'javascript:x' },
      { allowedReturnOrigins: ['https://shop.example/path'] },
      { allowedReturnOrigins: ['shop.example'] },
    ]) {
      await expect(createSandboxServer({ dbPath: ':memory:', ...options })).rejects.toThrow(
        TypeError,
      );
    }
  });
});

describe('browser-facing URLs under publicBase', () => {
  it('hands out challenge, provider and barcode URLs under publicBase, never the sandbox address', async () => {
    const answer = await challenge();
    expect(answer.body.action.url).toBe(
      `/api/commerce/sandbox/3ds2/challenge/${answer.body.paymentId}`,
    );
    const redirect = await create(await readyGuestCart(sb), 'paypal');
    expect(redirect.body.action.url).toBe(
      `/api/commerce/sandbox/provider/${redirect.body.paymentId}`,
    );
    const voucher = await create(await readyGuestCart(sb), 'adyen/multibanco');
    expect(voucher.body.action.barcodeUrl).toMatch(/^\/api\/commerce\/sandbox\/barcode\/\d+\.svg$/);
    expect(voucher.body.order.paymentInfo.barcodeUrl).toBe(voucher.body.action.barcodeUrl);
    for (const body of [answer.body, redirect.body, voucher.body]) {
      expect(JSON.stringify(body)).not.toContain(sb.server.url);
      expect(JSON.stringify(body)).not.toContain('127.0.0.1');
    }
  });

  it('serves decision pages that work under the storefront CSP: same-origin forms, no script, no inline style', async () => {
    const answer = await challenge('/es-es/checkout/confirmation');
    const paymentId = answer.body.paymentId as string;
    // The storefront proxy strips its /api/commerce prefix before forwarding.
    const page = await fetch(`${sb.server.url}/sandbox/3ds2/challenge/${paymentId}`);
    const html = await page.text();
    expect(page.headers.get('content-security-policy')).toContain("form-action 'self'");
    const actions = [...html.matchAll(/<form[^>]*action="([^"]*)"/g)].map((m) => m[1]);
    expect(actions).toEqual([
      `/api/commerce/sandbox/3ds2/challenge/${paymentId}/approve`,
      `/api/commerce/sandbox/3ds2/challenge/${paymentId}/deny`,
    ]);
    expect(html).not.toMatch(/<script|<style|\sstyle=|\son[a-z]+=|javascript:/i);
    const stylesheet = /<link rel="stylesheet" href="([^"]+)"/.exec(html)?.[1] ?? '';
    expect(stylesheet).toBe('/api/commerce/sandbox/provider/sandbox-pages.css');
    const css = await fetch(`${sb.server.url}${stylesheet.replace('/api/commerce', '')}`);
    expect(css.headers.get('content-type')).toMatch(/^text\/css/);
    // A plain form post (what the browser sends) approves and goes back to the shop.
    const posted = await fetch(`${sb.server.url}/sandbox/3ds2/challenge/${paymentId}/approve`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'decision=approve',
      redirect: 'manual',
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toMatch(/^\/es-es\/checkout\/confirmation\?paymentId=/);
  });
});
