// POST /api/tracking-order/{site} through the storefront's HTTP app, over the real sandbox
// back-end, tried as a shopper and as an attacker.
import { mkdtempSync, rmSync } from 'node:fs';
import { request, type IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { createEmbeddedContent } from '@atelier/adapters-cms';
import { createOccClient } from '@atelier/adapters-commerce';
import { createSandboxServer, type SandboxServer } from '@atelier/commerce-sandbox';
import type { SiteCode } from '@atelier/core-catalogue';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenApp, type ListeningApp } from '../../../../test/listen-app.js';
import { createListingCache } from '../../../shell/server/listing-cache.js';
import type { Services } from '../../../shell/server/services.js';
import type { TrackedOrderView } from '../tracking-order-view.js';
import { createLoginThrottle } from '../../../server/login-throttle.js';
import { trackingOrderApi } from './tracking-order-api.js';

// The seeded shopper's orders (sandbox seed-orders.ts): one per back-end status from
// 90000001 (CREATED, standard) on; every one with surname Martín and postal code 28001.
const SHOPPER = 'shopper@example.com';
const CREATED_ORDER = '90000001';
const IN_PROCESS_ORDER = '90000002';

let dir: string;
let sandbox: SandboxServer;
let server: ListeningApp;
let base = '';
let services: Services;
const logged: string[] = [];

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tracking-api-'));
  sandbox = await createSandboxServer({ dbPath: join(dir, 'db'), port: 0, host: '127.0.0.1' });
  const commerce = (site: SiteCode) =>
    createOccClient({ baseUrl: sandbox.url, siteCode: site, getToken: () => null });
  services = {
    content: createEmbeddedContent(),
    commerce,
    listings: createListingCache(commerce),
    origin: 'https://shop.example',
    now: () => new Date(),
  };
  server = await listenApp({
    render: () => Promise.resolve({ status: 200, contentType: 'text/html', body: '' }),
    commerceBaseUrl: sandbox.url,
    htmlCache: null,
    postApi: (pathname, req) => trackingOrderApi(services, pathname, req),
    logger: { log: (level, msg, fields) => logged.push(JSON.stringify({ level, msg, fields })) },
  });
  base = server.base;
}, 60_000);

afterAll(async () => {
  await server.close();
  await sandbox.close();
  rmSync(dir, { recursive: true, force: true });
});

const SAME_ORIGIN = { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' };

function track(body: unknown, headers: Record<string, string> = SAME_ORIGIN, site = 'es-es') {
  return fetch(`${base}/api/tracking-order/${site}`, {
    method: 'POST',
    headers,
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

describe('POST /api/tracking-order/{site}', () => {
  it('finds an order by code and e-mail: its timeline with the first step current', async () => {
    const response = await track({ orderCode: CREATED_ORDER, email: 'Shopper@Example.com ' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const view = (await response.json()) as TrackedOrderView;
    expect(view.code).toBe(CREATED_ORDER);
    expect(view.steps.map((step) => step.state)).toEqual([
      'current',
      'pending',
      'pending',
      'pending',
    ]);
    expect(view.items.length).toBeGreaterThan(0);
  });

  it('finds an order by id, surname and postal code', async () => {
    const response = await track({
      orderId: IN_PROCESS_ORDER,
      lastName: 'martín',
      postalCode: '28 001',
    });
    expect(response.status).toBe(200);
    const view = (await response.json()) as TrackedOrderView;
    expect(view.code).toBe(IN_PROCESS_ORDER);
    expect(view.steps.find((step) => step.state === 'current')?.status).toBe('IN_PREPARATION');
  });

  it('never answers personal data: no e-mail, address, surname or payment reference', async () => {
    const text = await (await track({ orderCode: CREATED_ORDER, email: SHOPPER })).text();
    expect(text).not.toMatch(/@|Martín|28001|REF9|\*\*\*\*/);
  });

  it("another shopper's code with a wrong e-mail is exactly a missing order", async () => {
    const wrong = await track({ orderCode: CREATED_ORDER, email: 'attacker@example.com' });
    const missing = await track({ orderCode: '00000000', email: 'attacker@example.com' });
    const wrongName = await track({
      orderId: CREATED_ORDER,
      lastName: 'Martín',
      postalCode: '08001',
    });
    expect([wrong.status, missing.status, wrongName.status]).toEqual([404, 404, 404]);
    const bodies = await Promise.all([wrong.text(), missing.text(), wrongName.text()]);
    expect(new Set(bodies).size).toBe(1);
  });

  it('refuses malformed lookups with a 400 naming the fields, never their values', async () => {
    for (const body of [
      '{not json',
      [],
      {},
      { orderCode: CREATED_ORDER },
      { orderCode: CREATED_ORDER, email: 'not-an-email' },
      { orderCode: ' ', email: SHOPPER },
      { orderId: CREATED_ORDER, lastName: 'Martín' },
      { orderCode: CREATED_ORDER, email: SHOPPER, admin: true },
      { orderCode: CREATED_ORDER, email: `${'a'.repeat(300)}@example.com` },
      { orderCode: 42, email: SHOPPER },
    ]) {
      const response = await track(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(await response.text()).not.toContain('not-an-email');
    }
  });

  it('refuses huge bodies with 413, declared or streamed', async () => {
    const declared = await track({
      orderCode: CREATED_ORDER,
      email: SHOPPER,
      pad: 'x'.repeat(100_000),
    });
    expect(declared.status).toBe(413);
    const streamed = await new Promise<number>((resolve, reject) => {
      const req = request(
        `${base}/api/tracking-order/es-es`,
        { method: 'POST', headers: { ...SAME_ORIGIN, 'transfer-encoding': 'chunked' } },
        (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        },
      );
      req.on('error', reject);
      for (let i = 0; i < 10; i += 1) req.write('x'.repeat(1_000));
      req.end();
    });
    expect(streamed).toBe(413);
  });

  it('refuses other sites, media types, methods and unknown sites', async () => {
    const lookup = { orderCode: CREATED_ORDER, email: SHOPPER };
    const crossSite = await track(lookup, { ...SAME_ORIGIN, 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    const noOrigin = await track(lookup, { 'content-type': 'application/json' });
    expect(noOrigin.status).toBe(403);
    const form = await track('orderCode=1&email=a%40b.c', {
      ...SAME_ORIGIN,
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.status).toBe(415);
    expect((await track(lookup, SAME_ORIGIN, 'xx-yy')).status).toBe(404);
    expect((await fetch(`${base}/api/tracking-order/es-es`)).status).toBe(404);
  });

  it('slows down an address whose lookups keep finding nothing (429, then again later)', async () => {
    const throttle = createLoginThrottle({ maxFailures: 3, windowMs: 60_000, maxAddresses: 10 });
    let now = 1_000_000;
    const ask = async (email: string) => {
      const req = Object.assign(
        Readable.from([Buffer.from(JSON.stringify({ orderCode: CREATED_ORDER, email }))]),
        {
          headers: { ...SAME_ORIGIN },
          socket: { remoteAddress: '203.0.113.7' },
        },
      ) as unknown as IncomingMessage;
      return trackingOrderApi(services, '/api/tracking-order/es-es', req, {
        throttle,
        now: () => now,
      });
    };
    for (let i = 0; i < 3; i += 1) expect((await ask(`guess${i}@example.com`))?.status).toBe(404);
    const refused = await ask(SHOPPER);
    expect(refused?.status).toBe(429);
    expect(Number(refused?.headers?.['retry-after'])).toBeGreaterThan(0);
    now += 61_000;
    expect((await ask(SHOPPER))?.status).toBe(200);
  });

  it('slows down lookups of one order code from many addresses (issue 30, hole 4)', async () => {
    const codeThrottle = createLoginThrottle({
      maxFailures: 3,
      windowMs: 60_000,
      maxAddresses: 10,
    });
    const ask = async (email: string, address: string) => {
      const req = Object.assign(
        Readable.from([Buffer.from(JSON.stringify({ orderCode: CREATED_ORDER, email }))]),
        { headers: { ...SAME_ORIGIN }, socket: { remoteAddress: address } },
      ) as unknown as IncomingMessage;
      return trackingOrderApi(services, '/api/tracking-order/es-es', req, {
        throttle: createLoginThrottle({ maxFailures: 100, windowMs: 60_000, maxAddresses: 10 }),
        codeThrottle,
        now: () => 2_000_000,
      });
    };
    for (let i = 0; i < 3; i += 1)
      expect((await ask(`guess${i}@example.com`, `198.51.100.${i}`))?.status).toBe(404);
    const refused = await ask(SHOPPER, '198.51.100.99');
    expect(refused?.status).toBe(429);
    expect(refused?.body).not.toContain(CREATED_ORDER);
  });

  it('keeps the lookups out of the log', () => {
    const log = logged.join('\n');
    expect(log).toContain('/api/tracking-order/es-es');
    expect(log).not.toMatch(/shopper@|attacker@|Martín|mart%C3%ADn|28001|08001/i);
  });
});
