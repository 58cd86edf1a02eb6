import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandbox, type TestSandbox } from './helpers.js';

let sb: TestSandbox;
beforeAll(async () => {
  sb = await startSandbox();
});
afterAll(async () => {
  await sb.close();
});

const HASH = 'a'.repeat(64);
const pageView = {
  event: 'page_view',
  site: 'es-es',
  storeId: 'ATELIERES',
  page: '/es-es/',
  user: { emailSha256: HASH, birthYear: 1990, registrationDate: '20240101' },
};

describe('sandbox analytics collector', () => {
  it('stores a valid event and a pixel, readable on the admin side', async () => {
    const before = await sb.call('GET', '/sandbox/analytics');
    const after = (before.body.hits as { id: number }[]).at(-1)?.id ?? 0;
    expect((await sb.call('POST', '/analytics/collect', { body: pageView })).status).toBe(204);
    const pixel = await sb.call('GET', '/analytics/pixel?storeId=ATELIERES&event=page_view');
    expect(pixel.status).toBe(204);
    const read = await sb.call('GET', `/sandbox/analytics?after=${after}`);
    expect(read.body.hits).toEqual([
      expect.objectContaining({
        kind: 'event',
        name: 'page_view',
        storeId: 'ATELIERES',
        data: pageView,
      }),
      expect.objectContaining({ kind: 'pixel', name: 'page_view', site: 'es-es' }),
    ]);
  });

  it('refuses plain e-mail addresses, unknown fields and malformed hashes with a 400', async () => {
    const bad = [
      { ...pageView, props: { email: 'shopper@example.com' } },
      { ...pageView, user: { ...pageView.user, emailSha256: 'shopper@example.com' } },
      { ...pageView, user: { ...pageView.user, registrationDate: '2024-01-01' } },
      { ...pageView, email: 'x' },
      { ...pageView, page: '/es-es/?email=x' },
      { ...pageView, storeId: 'ateliers' },
    ];
    for (const body of bad) {
      const answer = await sb.call('POST', '/analytics/collect', { body });
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect((await sb.call('GET', '/analytics/pixel?storeId=x')).status).toBe(400);
  });

  it('keeps the admin read behind the admin switch', async () => {
    const closed = await startSandbox({ admin: false });
    try {
      expect((await closed.call('GET', '/sandbox/analytics')).status).toBe(404);
    } finally {
      await closed.close();
    }
  });
});
