// The HTML cache of catalogue and content pages (ADR 0005, 0010, 0015): a wrapper the route
// table puts around the page renderer for cacheable routes only. Fresh copies are served as
// they are, stale ones while one render refreshes them, and misses of one key share a render.
import type { IncomingMessage } from 'node:http';
import type { EncodedBody } from './compression.js';
import { htmlCacheKey, type RequestContext } from './request-context.js';
import type { SwrCacheLike } from './swr-cache.js';

export interface CachedPage {
  status: number;
  body: EncodedBody;
  headers: [string, string][];
}

/** The page's `x-cache` header: where the answer came from. */
export type CacheState = 'off' | 'hit' | 'stale' | 'miss';

export type PageRender = (
  url: string,
  req: IncomingMessage,
  ctx: RequestContext,
) => Promise<CachedPage>;

export type ServedPage = (
  url: string,
  req: IncomingMessage,
  ctx: RequestContext,
) => Promise<{ page: CachedPage; cacheState: CacheState }>;

export const setsCookie = (page: CachedPage): boolean =>
  page.headers.some(([name]) => name.toLowerCase() === 'set-cookie');

/** Only a 200 that sets no cookie is the same for everyone of its key. */
export function keepable(page: CachedPage): boolean {
  return page.status === 200 && !setsCookie(page);
}

/** Every request rendered: personal pages, and every page when the cache is off. */
export function uncached(render: PageRender): ServedPage {
  return async (url, req, ctx) => ({ page: await render(url, req, ctx), cacheState: 'off' });
}

export function withHtmlCache(render: PageRender, cache: SwrCacheLike<CachedPage>): ServedPage {
  const inFlight = new Map<string, Promise<CachedPage>>();

  /** Renders once however many requests miss the same key at the same time. */
  function renderShared(key: string, url: string, req: IncomingMessage, ctx: RequestContext) {
    const running = inFlight.get(key);
    if (running) return running;
    const promise = render(url, req, ctx).finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  }

  return async (url, req, ctx) => {
    const key = htmlCacheKey(url, ctx);
    const found = await cache.peek(key);
    if (found?.state === 'hit') return { page: found.value, cacheState: 'hit' };
    if (found) {
      void cache
        .get(key, async () => {
          const next = await renderShared(key, url, req, ctx);
          // The page is gone (an editor unpublished it, a product left the catalogue): the
          // next request renders its 404 instead of the stale copy living out its window.
          // Any other failure (a back-end fault) keeps serving the stale copy.
          if (next.status === 404 || next.status === 410) await cache.delete(key);
          if (!keepable(next)) throw new Error(`status ${next.status}`);
          return next;
        })
        .catch(() => {});
      return { page: found.value, cacheState: 'stale' };
    }
    const page = await renderShared(key, url, req, ctx);
    if (keepable(page)) void cache.set(key, page);
    return { page, cacheState: 'miss' };
  };
}
