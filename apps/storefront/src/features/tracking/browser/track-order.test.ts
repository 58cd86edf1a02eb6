import { afterEach, describe, expect, it, vi } from 'vitest';
import { trackOrder } from './track-order.js';

const answer = (status: number, body: unknown) =>
  vi.fn<typeof fetch>().mockResolvedValue(new Response(JSON.stringify(body), { status }));

afterEach(() => vi.unstubAllGlobals());

describe('trackOrder (the browser side of the lookup)', () => {
  const lookup = { orderCode: '90000001', email: 'ana@example.com' };

  it('posts the lookup as JSON to the site endpoint, never in the URL', async () => {
    const fetchMock = answer(404, { error: 'not found' });
    vi.stubGlobal('fetch', fetchMock);
    await expect(trackOrder('es-es', lookup)).resolves.toEqual({ kind: 'notFound' });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/tracking-order/es-es');
    expect(init?.method).toBe('POST');
    expect(JSON.parse(String(init?.body))).toEqual(lookup);
  });

  it('is unavailable on a back-end fault, a network failure or an unreadable answer', async () => {
    vi.stubGlobal('fetch', answer(503, { error: 'down' }));
    await expect(trackOrder('es-es', lookup)).resolves.toEqual({ kind: 'unavailable' });
    vi.stubGlobal('fetch', vi.fn<typeof fetch>().mockRejectedValue(new TypeError('offline')));
    await expect(trackOrder('es-es', lookup)).resolves.toEqual({ kind: 'unavailable' });
    vi.stubGlobal('fetch', answer(200, { code: 1 }));
    await expect(trackOrder('es-es', lookup)).resolves.toEqual({ kind: 'unavailable' });
  });
});
