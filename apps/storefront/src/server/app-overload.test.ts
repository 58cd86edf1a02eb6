import { request } from 'node:http';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { listenApp, type ListeningApp } from '../../test/listen-app.js';
import type { CachedPage, RenderInput } from './app.js';
import { createRenderQueue } from './render-queue.js';
import { createSwrCache } from './swr-cache.js';

// ADR 0058: a server that cannot keep up answers at once rather than making shoppers wait
// behind renders: a page kept from earlier where there is one, else a 503 with Retry-After;
// and a render whose client has gone is never started.
describe('page renders when the server is overloaded', () => {
  let server: ListeningApp;
  let base = '';
  let now = 1_000_000;
  const rendered: string[] = [];
  let release: (() => void)[] = [];
  let hold = false;
  const render = async (input: RenderInput) => {
    rendered.push(input.urlOriginal);
    if (hold) await new Promise<void>((resolve) => release.push(resolve));
    return {
      status: 200,
      contentType: 'text/html; charset=utf-8',
      body: `<html><body>page ${input.urlOriginal} at ${now}</body></html>`,
    };
  };
  const cache = createSwrCache<CachedPage>({
    ttlMs: 1_000,
    staleWhileRevalidateMs: 1_000,
    maxEntries: 100,
    now: () => now,
  });
  const lastGood = createSwrCache<CachedPage>({
    ttlMs: 60_000,
    staleWhileRevalidateMs: 0,
    maxEntries: 100,
    now: () => now,
  });
  const busySites: (string | null)[] = [];

  beforeAll(async () => {
    server = await listenApp({
      render,
      commerceBaseUrl: 'http://127.0.0.1:9',
      htmlCache: cache,
      lastGoodPages: lastGood,
      // One render at a time and one waiting: the third request at once is one too many.
      renderQueue: createRenderQueue({ concurrency: 1, maxWaiting: 1, maxWaitMs: 60_000 }),
      busyPage: async (site) => {
        busySites.push(site);
        return `<!doctype html><html lang="ar-SA" dir="rtl"><h1>busy ${site}</h1></html>`;
      },
      logger: { log: () => undefined },
    });
    base = server.base;
  });
  afterAll(() => server.close({ dropOpenConnections: true }));
  beforeEach(() => {
    cache.clear();
    lastGood.clear();
    rendered.length = 0;
    busySites.length = 0;
    release = [];
    hold = false;
  });

  const get = async (path: string) => {
    const response = await fetch(`${base}${path}`);
    return {
      status: response.status,
      cache: response.headers.get('x-cache'),
      retryAfter: response.headers.get('retry-after'),
      cacheControl: response.headers.get('cache-control'),
      type: response.headers.get('content-type'),
      body: await response.text(),
    };
  };
  /** Waits until `count` renders have started. */
  const rendersStarted = async (count: number) => {
    for (let tries = 0; rendered.length < count && tries < 500; tries++)
      await new Promise((resolve) => setTimeout(resolve, 2));
    expect(rendered.length).toBe(count);
  };
  const releaseAll = () => {
    hold = false;
    for (const go of release.splice(0)) go();
  };
  /** One render held running and one waiting: the queue's bound; `drain` lets both finish. */
  const fillQueue = async (running: string, waiting: string) => {
    hold = true;
    const before = rendered.length;
    const first = get(running);
    await rendersStarted(before + 1);
    const second = get(waiting);
    await new Promise((resolve) => setTimeout(resolve, 20));
    return async () => {
      releaseAll();
      await rendersStarted(before + 2);
      releaseAll();
      return Promise.all([first, second]);
    };
  };

  it('answers a 503 with Retry-After and the site’s busy page when renders are full and no copy is kept', async () => {
    const drain = await fillQueue('/sa-ar/c/3', '/sa-ar/c/4');
    const third = await get('/sa-ar/c/5');
    expect(third).toMatchObject({ status: 503, cache: 'busy', retryAfter: '5' });
    expect(third.cacheControl).toBe('no-store');
    expect(third.body).toContain('dir="rtl"');
    expect(busySites).toEqual(['sa-ar']);
    expect((await drain()).map((answer) => answer.status)).toEqual([200, 200]);
    // The turned-away request never rendered.
    expect(rendered).toEqual(['/sa-ar/c/3', '/sa-ar/c/4']);
  });

  it('answers with the last good copy of a page, past the cache’s windows, instead of a 503', async () => {
    const fresh = await get('/es-es/c/3');
    expect(fresh).toMatchObject({ status: 200, cache: 'miss' });
    now += 10_000; // past the cache's fresh and stale windows
    const drain = await fillQueue('/es-es/c/7', '/es-es/c/8');
    const kept = await get('/es-es/c/3');
    expect(kept).toMatchObject({ status: 200, cache: 'stale' });
    expect(kept.body).toBe(fresh.body);
    await drain();
  });

  it('answers a client navigation’s page context with a JSON 503', async () => {
    const drain = await fillQueue('/es-es/c/3', '/es-es/c/4');
    const json = await get('/es-es/c/5/index.pageContext.json');
    expect(json).toMatchObject({ status: 503, retryAfter: '5' });
    expect(json.type).toContain('application/json');
    expect(JSON.parse(json.body)).toEqual({
      error: 'The shop is busy: try again in a few seconds',
    });
    await drain();
  });

  it('never renders a waiting page whose client has left', async () => {
    hold = true;
    const first = get('/es-es/c/3');
    await rendersStarted(1);
    // A client that gives up while its request waits (a timeout, a closed tab).
    const leaving = request(`${base}/es-es/c/9`);
    leaving.on('error', () => undefined);
    leaving.end();
    await new Promise((resolve) => setTimeout(resolve, 20));
    leaving.destroy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    releaseAll();
    expect((await first).status).toBe(200);
    // The next request renders at once: the queue skipped the one nobody waits for.
    const next = await get('/es-es/c/10');
    expect(next.status).toBe(200);
    expect(rendered).toEqual(['/es-es/c/3', '/es-es/c/10']);
  });

  it('tells the busy page whether there is room, without rendering, and serves its script', async () => {
    expect(await get('/api/render-room')).toMatchObject({ status: 204, cacheControl: 'no-store' });
    const drain = await fillQueue('/es-es/c/3', '/es-es/c/4');
    const full = await get('/api/render-room');
    expect(full).toMatchObject({ status: 503, retryAfter: '5', cacheControl: 'no-store' });
    expect(full.body).toBe('');
    await drain();
    expect(rendered).toEqual(['/es-es/c/3', '/es-es/c/4']);
    const script = await get('/busy-retry.js');
    expect(script.status).toBe(200);
    expect(script.type).toBe('text/javascript; charset=utf-8');
    expect(script.body).toContain('/api/render-room');
  });
});
