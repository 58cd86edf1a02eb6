import { describe, expect, it } from 'vitest';
import type { SiteCode } from '@atelier/core-catalogue';
import { createEmbeddedContent, memoryContentLogger, PageFetchCmsError } from '../index.js';
import { cachedContentPort } from './cached-content-port.js';
import { createContentCache } from './content-cache.js';

function clock(start = 0) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

function counter() {
  let calls = 0;
  return {
    get calls() {
      return calls;
    },
    load: (value: string) => async () => {
      calls += 1;
      return `${value}#${calls}`;
    },
  };
}

const key = (site: string, call = 'home') => ({ site, language: site, call });
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('createContentCache', () => {
  it('serves a fresh entry without loading again', async () => {
    const time = clock();
    const cache = createContentCache({
      ttlMs: 1000,
      staleWhileRevalidateMs: 500,
      maxEntries: 10,
      now: time.now,
    });
    const source = counter();
    expect(await cache.get(key('es-es'), source.load('home'))).toBe('home#1');
    time.advance(999);
    expect(await cache.get(key('es-es'), source.load('home'))).toBe('home#1');
    expect(source.calls).toBe(1);
  });

  it('keys by site and language', async () => {
    const cache = createContentCache({
      ttlMs: 1000,
      staleWhileRevalidateMs: 0,
      maxEntries: 10,
      now: clock().now,
    });
    const source = counter();
    await cache.get(key('es-es'), source.load('a'));
    await cache.get({ site: 'es-es', language: 'es-ca', call: 'home' }, source.load('a'));
    await cache.get(key('fr-fr'), source.load('a'));
    expect(source.calls).toBe(3);
  });

  it('serves a stale entry while one background refresh replaces it', async () => {
    const time = clock();
    const cache = createContentCache({
      ttlMs: 1000,
      staleWhileRevalidateMs: 500,
      maxEntries: 10,
      now: time.now,
    });
    const source = counter();
    await cache.get(key('es-es'), source.load('v'));
    time.advance(1200);
    const served = await Promise.all([
      cache.get(key('es-es'), source.load('v')),
      cache.get(key('es-es'), source.load('v')),
    ]);
    expect(served).toEqual(['v#1', 'v#1']);
    await flush();
    expect(source.calls).toBe(2);
    expect(await cache.get(key('es-es'), source.load('v'))).toBe('v#2');
  });

  it('starts a background refresh through refreshApart, and only the refresh', async () => {
    const time = clock();
    const started: string[] = [];
    const cache = createContentCache({
      ttlMs: 1000,
      staleWhileRevalidateMs: 500,
      maxEntries: 10,
      now: time.now,
      refreshApart: (refresh) => {
        started.push('refresh');
        return refresh();
      },
    });
    const source = counter();
    await cache.get(key('es-es'), source.load('v'));
    expect(started).toEqual([]);
    time.advance(1200);
    expect(await cache.get(key('es-es'), source.load('v'))).toBe('v#1');
    await flush();
    expect(started).toEqual(['refresh']);
    expect(source.calls).toBe(2);
  });

  it('loads again once past the stale window', async () => {
    const time = clock();
    const cache = createContentCache({
      ttlMs: 1000,
      staleWhileRevalidateMs: 500,
      maxEntries: 10,
      now: time.now,
    });
    const source = counter();
    await cache.get(key('es-es'), source.load('v'));
    time.advance(1500);
    expect(await cache.get(key('es-es'), source.load('v'))).toBe('v#2');
  });

  it('keeps serving the stale entry when the refresh fails, and reports it', async () => {
    const time = clock();
    const failures: string[] = [];
    const cache = createContentCache({
      ttlMs: 1000,
      staleWhileRevalidateMs: 5000,
      maxEntries: 10,
      now: time.now,
      onRefreshError: (id) => failures.push(id),
    });
    await cache.get(key('es-es'), async () => 'old');
    time.advance(2000);
    expect(await cache.get(key('es-es'), () => Promise.reject(new Error('down')))).toBe('old');
    await flush();
    expect(failures).toEqual(['es-es|es-es|home']);
    expect(await cache.get(key('es-es'), async () => 'new')).toBe('old');
    await flush();
    expect(await cache.get(key('es-es'), async () => 'newer')).toBe('new');
  });

  it('shares one load between concurrent misses and never stores a failure', async () => {
    const cache = createContentCache({
      ttlMs: 1000,
      staleWhileRevalidateMs: 0,
      maxEntries: 10,
      now: clock().now,
    });
    const source = counter();
    const [a, b] = await Promise.all([
      cache.get(key('es-es'), source.load('x')),
      cache.get(key('es-es'), source.load('x')),
    ]);
    expect([a, b, source.calls]).toEqual(['x#1', 'x#1', 1]);
    await expect(cache.get(key('fr-fr'), () => Promise.reject(new Error('boom')))).rejects.toThrow(
      'boom',
    );
    expect(await cache.get(key('fr-fr'), async () => 'ok')).toBe('ok');
  });

  it("waits on another caller's load through waitApart, and only that wait", async () => {
    const waits: string[] = [];
    const cache = createContentCache({
      ttlMs: 1000,
      staleWhileRevalidateMs: 0,
      maxEntries: 10,
      now: clock().now,
      waitApart: (wait) => {
        waits.push('wait');
        return wait();
      },
    });
    const source = counter();
    const [a, b, c] = await Promise.all([
      cache.get(key('es-es'), source.load('x')),
      cache.get(key('es-es'), source.load('x')),
      cache.get(key('es-es'), source.load('x')),
    ]);
    // The first caller loads (its own calls free its slot); the two others wait on that load.
    expect([a, b, c, source.calls]).toEqual(['x#1', 'x#1', 'x#1', 1]);
    expect(waits).toEqual(['wait', 'wait']);
    // A fresh entry is answered without a wait.
    expect(await cache.get(key('es-es'), source.load('x'))).toBe('x#1');
    expect(waits).toHaveLength(2);
  });

  it('evicts the least recently used entry beyond its size', async () => {
    const cache = createContentCache({
      ttlMs: 10_000,
      staleWhileRevalidateMs: 0,
      maxEntries: 2,
      now: clock().now,
    });
    const source = counter();
    await cache.get(key('a'), source.load('a'));
    await cache.get(key('b'), source.load('b'));
    await cache.get(key('a'), source.load('a'));
    await cache.get(key('c'), source.load('c'));
    expect(cache.size).toBe(2);
    await cache.get(key('a'), source.load('a'));
    expect(source.calls).toBe(3);
    await cache.get(key('b'), source.load('b'));
    expect(source.calls).toBe(4);
  });

  it('invalidates one site or everything', async () => {
    const cache = createContentCache({
      ttlMs: 10_000,
      staleWhileRevalidateMs: 0,
      maxEntries: 10,
      now: clock().now,
    });
    await cache.get(key('es-es'), async () => 1);
    await cache.get(key('fr-fr'), async () => 2);
    cache.invalidate('es-es');
    expect(cache.size).toBe(1);
    cache.invalidate();
    expect(cache.size).toBe(0);
  });
});

describe('cachedContentPort', () => {
  it('caches port calls per site and arguments', async () => {
    const time = clock();
    const cache = createContentCache({
      ttlMs: 60_000,
      staleWhileRevalidateMs: 0,
      maxEntries: 100,
      now: time.now,
    });
    const port = cachedContentPort(createEmbeddedContent({ logger: memoryContentLogger() }), cache);
    const first = await port.home('es-es');
    expect(await port.home('es-es')).toBe(first);
    expect(await port.home('fr-fr')).not.toBe(first);
    expect((await port.labelsPage('page_cart', 'de-de')).labels['bag']).toBe('Warenkorb');
    expect(await port.translateSlug('landing', 'edicion-verano', 'es-es', 'fr-fr')).toBe(
      'edition-ete',
    );
    expect(cache.size).toBe(4);
    cache.invalidate('es-es');
    expect(cache.size).toBe(2);
  });
});

describe('cachedContentPort and missing content', () => {
  it('caches a 203 or 404 answer like content for the freshness window, then asks again', async () => {
    const time = clock();
    const cache = createContentCache({
      ttlMs: 1_000,
      staleWhileRevalidateMs: 60_000,
      maxEntries: 100,
      now: time.now,
    });
    let published = true;
    let calls = 0;
    const embedded = createEmbeddedContent({ logger: memoryContentLogger() });
    const source = {
      ...embedded,
      home: async (site: SiteCode) => {
        calls += 1;
        if (!published) throw new PageFetchCmsError(203, 'page_home', 'No page_home item');
        return embedded.home(site);
      },
    };
    const port = cachedContentPort(source, cache);
    await port.home('es-es');
    // The editor unpublishes: after the freshness window one request still gets the stale page
    // while the refresh runs; the refresh's "no item" answer then replaces it.
    published = false;
    time.advance(1_500);
    await port.home('es-es');
    await new Promise((resolve) => setTimeout(resolve, 0));
    await expect(port.home('es-es')).rejects.toMatchObject({
      status: 203,
      collection: 'page_home',
    });
    // Cached: no new call inside the window.
    const before = calls;
    await expect(port.home('es-es')).rejects.toBeInstanceOf(PageFetchCmsError);
    expect(calls).toBe(before);
    // Published again: shown after the next window.
    published = true;
    time.advance(1_500);
    await port.home('es-es').catch(() => null);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((await port.home('es-es')).modules.length).toBeGreaterThan(0);
  });

  it('does not cache a fault (5xx)', async () => {
    const cache = createContentCache({ ttlMs: 60_000, staleWhileRevalidateMs: 0, maxEntries: 10 });
    let calls = 0;
    const embedded = createEmbeddedContent({ logger: memoryContentLogger() });
    const port = cachedContentPort(
      {
        ...embedded,
        labels: async () => {
          calls += 1;
          throw new PageFetchCmsError(502, 'ui_labels', 'down');
        },
      },
      cache,
    );
    await expect(port.labels('es-es')).rejects.toMatchObject({ status: 502 });
    await expect(port.labels('es-es')).rejects.toMatchObject({ status: 502 });
    expect(calls).toBe(2);
  });
});
