import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchPolicy } from './policy-fetch.js';

const answer = (status: number, body: unknown) =>
  vi.fn(async (_url: string) => new Response(JSON.stringify(body), { status }));

afterEach(() => vi.unstubAllGlobals());

describe('fetchPolicy', () => {
  it('asks the policy endpoint of the site and returns the checked policy', async () => {
    const policy = {
      slug: 'privacy',
      title: 'Privacy',
      blocks: [{ title: null, html: '<p>x</p>' }],
    };
    const fetch = answer(200, policy);
    vi.stubGlobal('fetch', fetch);
    expect(await fetchPolicy('es-es', 'privacy')).toEqual(policy);
    expect(fetch.mock.calls[0]?.[0]).toBe('/api/policy/es-es/privacy');
  });

  it('gives null for an unknown slug, a malformed answer or a network failure', async () => {
    vi.stubGlobal('fetch', answer(404, { error: 'not found' }));
    expect(await fetchPolicy('es-es', 'nope')).toBeNull();
    vi.stubGlobal('fetch', answer(200, { slug: 'privacy', title: 'Privacy', blocks: [] }));
    expect(await fetchPolicy('es-es', 'privacy')).toBeNull();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    );
    expect(await fetchPolicy('es-es', 'privacy')).toBeNull();
  });
});
