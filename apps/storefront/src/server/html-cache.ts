// The HTML cache of catalogue and content pages (ADR 0005, 0010, 0015): a wrapper the route
// table puts around the page renderer for cacheable routes only. Fresh copies are served as
// they are, stale ones while one render refreshes them, and misses of one key share a render.
import type { IncomingMessage } from 'node:http';
import type { EncodedBody } from './compression.js';
import { RenderOverloaded } from './render-queue.js';
import { htmlCacheKey, type RequestContext } from './request-context.js';
import type { SwrCache, SwrCacheLike } from './swr-cache.js';

export interface CachedPage {
  status: number;
  body: EncodedBody;
  headers: [string, string][];
}

/**
 * The page's `x-cache` header: where the answer came from. `busy`: the renders were
 * overloaded and no copy of the page was kept (render-queue.ts), the answer is a 503.
 */
export type CacheState = 'off' | 'hit' | 'stale' | 'miss' | 'busy';

/**
 * Renders a page. `gone` says whether everyone waiting for this render has left (then the
 * render queue skips it); a background refresh passes one that is always false.
 */
export type PageRender = (
  url: string,
  req: IncomingMessage,
  ctx: RequestContext,
  gone?: () => boolean,
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

/** The client of a request closed its connection: nobody will read the answer. */
export const clientLeft = (req: IncomingMessage): boolean => req.socket.destroyed;

/**
 * `lastGood` keeps each key's last keepable page past the cache's windows, for one use only:
 * when the renders are overloaded, a miss is answered with it at once (ADR 0058) instead of
 * a 503. Its entries are the same objects the cache holds, so it costs memory only for the
 * pages the cache has let go.
 */
export function withHtmlCache(
  render: PageRender,
  cache: SwrCacheLike<CachedPage>,
  lastGood: SwrCache<CachedPage> | null = null,
): ServedPage {
  const inFlight = new Map<string, { promise: Promise<CachedPage>; waiting: IncomingMessage[] }>();

  /**
   * Renders once however many requests miss the same key at the same time; the render is
   * skipped in the queue only when every one of them has left. `req` null: a background
   * refresh, which nobody waits for and which is never skipped.
   */
  function renderShared(
    key: string,
    url: string,
    req: IncomingMessage | null,
    ctx: RequestContext,
    forRequest: IncomingMessage,
  ) {
    const running = inFlight.get(key);
    if (running) {
      if (req) running.waiting.push(req);
      return running.promise;
    }
    const waiting = req ? [req] : [];
    const gone = () => waiting.length > 0 && waiting.every(clientLeft);
    const promise = render(url, forRequest, ctx, gone).finally(() => inFlight.delete(key));
    inFlight.set(key, { promise, waiting });
    return promise;
  }

  const keep = (key: string, page: CachedPage) => {
    if (!keepable(page)) return;
    lastGood?.set(key, page);
    return cache.set(key, page);
  };

  return async (url, req, ctx) => {
    const key = htmlCacheKey(url, ctx);
    const found = await cache.peek(key);
    if (found?.state === 'hit') return { page: found.value, cacheState: 'hit' };
    if (found) {
      void cache
        .get(key, async () => {
          const next = await renderShared(key, url, null, ctx, req);
          // The page is gone (an editor unpublished it, a product left the catalogue): the
          // next request renders its 404 instead of the stale copy living out its window.
          // Any other failure (a back-end fault) keeps serving the stale copy.
          if (next.status === 404 || next.status === 410) await cache.delete(key);
          if (!keepable(next)) throw new Error(`status ${next.status}`);
          lastGood?.set(key, next);
          return next;
        })
        .catch(() => {});
      return { page: found.value, cacheState: 'stale' };
    }
    let page: CachedPage;
    try {
      page = await renderShared(key, url, req, ctx, req);
    } catch (error) {
      const kept = error instanceof RenderOverloaded ? lastGood?.peek(key) : null;
      if (kept) return { page: kept.value, cacheState: 'stale' };
      throw error;
    }
    void keep(key, page);
    return { page, cacheState: 'miss' };
  };
}
