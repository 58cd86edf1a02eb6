// /api/collect and /api/collect/pixel through the storefront's HTTP app, forwarding to the
// real sandbox collector: what it stores, and what it refuses (as a shopper and as an attacker).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandboxServer, type SandboxServer } from '@atelier/commerce-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenApp, type ListeningApp } from '../../test/listen-app.js';
import { collectApi, collectorTargets, pixelApi } from './collect-api.js';

let dir: string;
let sandbox: SandboxServer;
let server: ListeningApp;
let base = '';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'collect-api-'));
  sandbox = await createSandboxServer({ dbPath: join(dir, 'db'), port: 0, host: '127.0.0.1' });
  const targets = collectorTargets({}, sandbox.url);
  server = await listenApp({
    render: () => Promise.resolve({ status: 200, contentType: 'text/html', body: '' }),
    commerceBaseUrl: sandbox.url,
    htmlCache: null,
    api: (pathname, search, ctx) => pixelApi(pathname, search, ctx.cookies, targets),
    postApi: (pathname, req) => collectApi(pathname, req, targets),
    logger: { log: () => undefined },
  });
  base = server.base;
}, 60_000);

afterAll(async () => {
  await server.close();
  await sandbox.close();
  rmSync(dir, { recursive: true, force: true });
});

const stored = () =>
  sandbox.db
    .prepare<[], { kind: string; name: string; store_id: string; data: string }>(
      'SELECT kind, name, store_id, data FROM analytics_hits ORDER BY id',
    )
    .all();

const HIT = {
  event: 'page_view',
  site: 'es-es',
  storeId: 'ATELIERES',
  page: '/es-es/',
  user: { emailSha256: 'c'.repeat(64), birthYear: 1990, registrationDate: '20250301' },
};

function post(body: string, headers: Record<string, string> = {}) {
  return fetch(`${base}/api/collect`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'sec-fetch-site': 'same-origin',
      cookie: 'atelier_consent=all',
      ...headers,
    },
    body,
  });
}

describe('POST /api/collect', () => {
  it('forwards a valid event to the collector, which stores it', async () => {
    const before = stored().length;
    const answer = await post(JSON.stringify(HIT));
    expect(answer.status).toBe(204);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const rows = stored().slice(before);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ kind: 'event', name: 'page_view', store_id: 'ATELIERES' });
    expect(JSON.parse(rows[0]!.data)).toEqual(HIT);
  });

  it('refuses cross-site posts, missing consent, bad bodies and anything over 8 kB, storing nothing', async () => {
    const before = stored().length;
    const cases: [Promise<Response>, number][] = [
      [post(JSON.stringify(HIT), { 'sec-fetch-site': 'cross-site' }), 403],
      [post(JSON.stringify(HIT), { cookie: 'atelier_consent=functional' }), 403],
      [post(JSON.stringify(HIT), { cookie: '' }), 403],
      [post(JSON.stringify(HIT), { 'content-type': 'application/x-www-form-urlencoded' }), 415],
      [post('{not json'), 400],
      [post(JSON.stringify({ ...HIT, email: 'shopper@example.com' })), 400],
      [post(JSON.stringify({ ...HIT, props: { email: 'shopper@example.com' } })), 400],
      [post(JSON.stringify({ ...HIT, site: 'xx-xx' })), 400],
      [post(JSON.stringify({ ...HIT, props: { note: 'x'.repeat(9_000) } })), 413],
    ];
    for (const [answer, status] of cases) {
      const got = await answer;
      expect(got.status).toBe(status);
      expect(got.status).toBeLessThan(500);
    }
    expect(stored().length).toBe(before);
  });

  it('answers 502, not a crash, when the collector is down', async () => {
    const down = collectorTargets({ ANALYTICS_COLLECTOR_URL: 'http://127.0.0.1:9/{site}' }, '');
    expect(down.events('es-es')).toBe('http://127.0.0.1:9/es-es');
    const failing = await collectApi(
      '/api/collect',
      Object.assign(
        (await import('node:stream')).Readable.from([Buffer.from(JSON.stringify(HIT))]),
        {
          headers: {
            'content-type': 'application/json',
            'sec-fetch-site': 'same-origin',
            cookie: 'atelier_consent=all',
          },
        },
      ) as never,
      down,
    );
    expect(failing?.status).toBe(502);
  });
});

describe('GET /api/collect/pixel', () => {
  const pixel = (query: string, cookie = 'atelier_consent=all') =>
    fetch(`${base}/api/collect/pixel?${query}`, { headers: { cookie } });

  it('is forwarded and stored only with consent, never cached', async () => {
    const before = stored().length;
    const ok = await pixel('site=es-es&storeId=ATELIERES&event=page_view');
    expect(ok.status).toBe(204);
    expect(ok.headers.get('cache-control')).toBe('no-store');
    expect((await pixel('site=es-es&storeId=ATELIERES&event=page_view', '')).status).toBe(403);
    expect((await pixel('site=es-es&storeId=nope&event=page_view')).status).toBe(400);
    expect(stored().slice(before)).toEqual([
      expect.objectContaining({ kind: 'pixel', name: 'page_view', store_id: 'ATELIERES' }),
    ]);
  });
});
