// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isSubscribed, subscribeToNewsletter } from './newsletter.js';

const layer = () => (window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [];

function clearCookies() {
  for (const part of document.cookie.split(';')) {
    const name = part.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; Path=/; Max-Age=0`;
  }
}

beforeEach(() => {
  clearCookies();
  // Error events are analytics: the shopper accepted them in these tests.
  document.cookie = 'atelier_consent=all; Path=/';
  delete (window as unknown as { dataLayer?: unknown[] }).dataLayer;
});
afterEach(() => vi.unstubAllGlobals());

describe('subscribeToNewsletter', () => {
  it('posts e-mail and name to the CRM newsletter service as an anonymous shopper', async () => {
    const fetchMock = vi.fn(async () => new Response('{"subscribed":true}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const ok = await subscribeToNewsletter({
      site: 'es-es',
      vertical: 'main',
      email: 'ana@example.com',
    });
    expect(ok).toBe(true);
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/commerce/occ/v2/es-es/users/anonymous/securedcrm?serviceName=Newsletter',
      expect.objectContaining({
        method: 'POST',
        body: JSON.stringify({ email: 'ana@example.com', name: '' }),
      }),
    );
    expect(isSubscribed()).toBe(true);
    expect(layer()).toEqual([]);
  });

  it('uses the studio line list on the suot vertical', async () => {
    const fetchMock = vi.fn(async (_url: string) => new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await subscribeToNewsletter({ site: 'su-es', vertical: 'suot', email: 'a@b.co', name: 'Ana' });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      '/api/commerce/occ/v2/su-es/users/anonymous/securedcrm?serviceName=NewsletterSuot',
    );
  });

  it('on a refusal answers false, does not remember a subscription and tracks a server error', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{"errors":[]}', { status: 500 })),
    );
    const ok = await subscribeToNewsletter({ site: 'es-es', vertical: 'main', email: 'a@b.co' });
    expect(ok).toBe(false);
    expect(isSubscribed()).toBe(false);
    await vi.waitFor(() =>
      expect(layer()).toContainEqual(
        expect.objectContaining({ event: 'server_error', error_source: 'newsletter' }),
      ),
    );
  });

  it('treats an unreachable back-end like a refusal', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    expect(await subscribeToNewsletter({ site: 'es-es', vertical: 'main', email: 'a@b.co' })).toBe(
      false,
    );
    expect(isSubscribed()).toBe(false);
  });
});
