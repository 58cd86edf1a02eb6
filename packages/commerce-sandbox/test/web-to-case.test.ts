import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type TestSandbox } from './helpers.js';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(async () => {
  await sb.close();
});

const FIELDS = {
  orgid: '00D000000000001',
  name: 'Ana',
  email: 'ana@example.com',
  description: 'Where is my order?',
  reason: '1',
  country: 'ES',
  L1: 'Customer service',
  L2: 'Online order',
  L3: 'Order status',
  L4: 'Enquiry',
};

function form(fields: Record<string, string | Blob>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

const post = (body: FormData | string, headers: Record<string, string> = {}) =>
  fetch(`${sb.server.url}/occ/v2/es-es/contact/webtocase`, { method: 'POST', body, headers });

describe('sandbox web-to-case (multipart)', () => {
  it('parses the multipart form, validates it and stores the case with its levels', async () => {
    const answer = await post(form(FIELDS));
    expect(answer.status).toBe(201);
    const { caseId } = (await answer.json()) as { caseId: string };
    const row = sb.server.db
      .prepare<[string], { data: string }>('SELECT data FROM contact_cases WHERE id = ?')
      .get(caseId);
    expect(JSON.parse(row?.data ?? '{}')).toEqual({
      source: 'webtocase',
      site: 'es-es',
      ...FIELDS,
    });
  });

  it('refuses a missing level, an unknown field, a file and a broken body with a 400', async () => {
    const { L4: _dropped, ...withoutL4 } = FIELDS;
    for (const body of [
      form(withoutL4),
      form({ ...FIELDS, extra: 'x' }),
      form({ ...FIELDS, country: 'es' }),
      form({ ...FIELDS, attachment: new Blob(['%PDF'], { type: 'application/pdf' }) }),
    ]) {
      expect((await post(body)).status).toBe(400);
    }
    const broken = await post('--x\r\nnot a part', {
      'content-type': 'multipart/form-data; boundary=x',
    });
    expect(broken.status).toBe(400);
  });

  it('takes multipart nowhere else', async () => {
    const answer = await fetch(`${sb.server.url}/occ/v2/es-es/comingsoon`, {
      method: 'POST',
      body: form({ email: 'a@example.com' }),
    });
    expect(answer.status).toBe(415);
  });
});

describe('sandbox live-shopping sign-up', () => {
  it('keeps the address as a live-shopping subscription and refuses anything but an e-mail', async () => {
    const ok = await sb.call('POST', '/liveshopping/subscriptions', {
      body: { email: 'Live@Example.com' },
    });
    expect(ok.status).toBe(201);
    const row = sb.server.db
      .prepare<[], { user_email: string; subscribed: number }>(
        "SELECT user_email, subscribed FROM consents WHERE type = 'liveshopping'",
      )
      .get();
    expect(row).toEqual({ user_email: 'live@example.com', subscribed: 1 });
    for (const body of [{}, { email: 'nope' }, { email: 'a@example.com', name: 'x' }])
      expect((await sb.call('POST', '/liveshopping/subscriptions', { body })).status).toBe(400);
  });
});
