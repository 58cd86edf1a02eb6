import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { listenApp, type ListeningApp } from '../../test/listen-app.js';
import { createSwrCache } from './swr-cache.js';
import type { CachedPage } from './app.js';

// A stale cached page whose background refresh finds the page gone (an editor unpublished
// it, issue 20) is dropped, so the next shopper gets the 404 rather than the old page for
// the rest of the stale window; a refresh that meets a back-end fault keeps the stale copy.
describe('the HTML cache when a stale page is refreshed', () => {
  let server: ListeningApp;
  let base = '';
  let now = 1_000_000;
  let status = 200;
  const render = vi.fn(async () => ({
    status,
    contentType: 'text/html; charset=utf-8',
    body: `<html><body>status ${status}</body></html>`,
  }));
  const cache = createSwrCache<CachedPage>({
    ttlMs: 1_000,
    staleWhileRevalidateMs: 60_000,
    maxEntries: 100,
    now: () => now,
  });

  beforeAll(async () => {
    server = await listenApp({
      render,
      commerceBaseUrl: 'http://127.0.0.1:9',
      htmlCache: cache,
      logger: { log: () => undefined },
    });
    base = server.base;
  });
  afterAll(() => server.close());
  beforeEach(() => {
    cache.clear();
    render.mockClear();
    status = 200;
  });

  async function page(path = '/es-es/c/3') {
    const response = await fetch(`${base}${path}`);
    return { status: response.status, cache: response.headers.get('x-cache') };
  }

  it('drops the page once a refresh renders 404: the next request is the 404', async () => {
    expect(await page()).toEqual({ status: 200, cache: 'miss' });
    now += 2_000;
    status = 404;
    // This shopper still gets the stale copy while the refresh runs.
    expect(await page()).toEqual({ status: 200, cache: 'stale' });
    await vi.waitFor(() => expect(render).toHaveBeenCalledTimes(2));
    await vi.waitFor(async () => expect((await page()).status).toBe(404));
    expect(cache.peek('/es-es/c/3')).toBeNull();
  });

  it('keeps serving the stale copy when the refresh meets a back-end fault (503)', async () => {
    expect(await page()).toEqual({ status: 200, cache: 'miss' });
    now += 2_000;
    status = 503;
    expect(await page()).toEqual({ status: 200, cache: 'stale' });
    await vi.waitFor(() => expect(render).toHaveBeenCalledTimes(2));
    // Give the failed refresh a moment to settle, then the stale copy is still answered.
    await new Promise((resolve) => setTimeout(resolve, 20));
    const again = await page();
    expect(again.status).toBe(200);
    expect(again.cache).toBe('stale');
  });
});
