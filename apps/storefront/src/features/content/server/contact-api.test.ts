// POST /api/contact/{site} through the storefront's HTTP app to the sandbox's web-to-case:
// what the case system stores (levels, country, organisation) and what is refused.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createSandboxServer, type SandboxServer } from '@atelier/commerce-sandbox';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenApp, type ListeningApp } from '../../../../test/listen-app.js';
import { createLoginThrottle, type LoginThrottle } from '../../../server/login-throttle.js';
import { CONTACT_LIMIT, caseSystem, contactApi } from './contact-api.js';

let dir: string;
let sandbox: SandboxServer;
let server: ListeningApp;
let base = '';
// Roomy for the tests of what is filed; the limit's own test puts CONTACT_LIMIT in.
const roomy = () => createLoginThrottle({ maxFailures: 1000, windowMs: 60_000, maxAddresses: 10 });
let throttle: LoginThrottle = roomy();

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'contact-api-'));
  sandbox = await createSandboxServer({ dbPath: join(dir, 'db'), port: 0, host: '127.0.0.1' });
  const system = caseSystem({ CONTACT_ORG_ID: '00D000000000042' }, sandbox.url);
  server = await listenApp({
    render: () => Promise.resolve({ status: 200, contentType: 'text/html', body: '' }),
    commerceBaseUrl: sandbox.url,
    htmlCache: null,
    postApi: (pathname, req) => contactApi(pathname, req, system, { throttle }),
    logger: { log: () => undefined },
  });
  base = server.base;
}, 60_000);

afterAll(async () => {
  await server.close();
  await sandbox.close();
  rmSync(dir, { recursive: true, force: true });
});

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const post = (site: string, body: FormData | string, headers: Record<string, string> = {}) =>
  fetch(`${base}/api/contact/${site}`, {
    method: 'POST',
    body,
    headers: { 'sec-fetch-site': 'same-origin', ...headers },
  });

const SHOPPER = { name: 'Ana', email: 'ana@example.com', reason: '2', message: '¿Es plata?' };

describe('POST /api/contact/{site}', () => {
  it('posts the web-to-case form with the levels of the reason, the country and the org id', async () => {
    const answer = await post('mx-es', form({ ...SHOPPER, orderCode: '90000001' }));
    expect(answer.status).toBe(201);
    const { caseId } = (await answer.json()) as { caseId: string };
    const row = sandbox.db
      .prepare<[string], { data: string }>('SELECT data FROM contact_cases WHERE id = ?')
      .get(caseId);
    expect(JSON.parse(row?.data ?? '{}')).toEqual({
      source: 'webtocase',
      site: 'mx-es',
      orgid: '00D000000000042',
      name: 'Ana',
      email: 'ana@example.com',
      description: '¿Es plata?',
      reason: '2',
      country: 'MX',
      L1: 'Customer service',
      L2: 'Product',
      L3: 'Product information',
      L4: 'Enquiry',
      orderCode: '90000001',
    });
  });

  it('refuses cross-site posts, JSON, unknown reasons, missing fields and extra fields with a 4xx', async () => {
    const before = sandbox.db.prepare('SELECT COUNT(*) AS n FROM contact_cases').get();
    const cases: [Promise<Response>, number][] = [
      [post('es-es', form(SHOPPER), { 'sec-fetch-site': 'cross-site' }), 403],
      [post('es-es', JSON.stringify(SHOPPER), { 'content-type': 'application/json' }), 415],
      [post('es-es', form({ ...SHOPPER, reason: '9' })), 400],
      [post('es-es', form({ ...SHOPPER, email: 'nope' })), 400],
      [post('es-es', form({ ...SHOPPER, country: 'FR' })), 400],
      [post('xx-xx', form(SHOPPER)), 404],
      [post('es-es', form({ ...SHOPPER, message: 'x'.repeat(40_000) })), 413],
    ];
    for (const [answer, status] of cases) expect((await answer).status).toBe(status);
    expect(sandbox.db.prepare('SELECT COUNT(*) AS n FROM contact_cases').get()).toEqual(before);
  });

  it('files at most five cases per address in 15 minutes, then answers 429 with Retry-After', async () => {
    throttle = createLoginThrottle(CONTACT_LIMIT);
    try {
      const statuses: number[] = [];
      let retryAfter: string | null = null;
      for (let i = 0; i < 7; i += 1) {
        const answer = await post('es-es', form({ ...SHOPPER, email: `flood${i}@example.com` }));
        statuses.push(answer.status);
        if (answer.status === 429) retryAfter = answer.headers.get('retry-after');
        await answer.body?.cancel();
      }
      expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
      expect(Number(retryAfter)).toBeGreaterThan(0);
      const flooded = sandbox.db
        .prepare("SELECT COUNT(*) AS n FROM contact_cases WHERE data LIKE '%flood%'")
        .get() as { n: number };
      expect(flooded.n).toBe(5);
    } finally {
      throttle = roomy();
    }
  });
});
