// The handlers of the server's route table (app.ts reads them as a table). Each answers its
// request, or returns NEXT when the path is not one of its own.
import type { IncomingMessage } from 'node:http';
import type { SiteCode } from '@atelier/core-catalogue';
import { postalCodeRegions } from '../features/checkout/server.js';
import { BUSY_RETRY_AFTER_S } from './busy-routes.js';
import type { Captcha } from './captcha.js';
import { COMMERCE_PROXY_PREFIX, proxyCommerce } from './commerce-proxy.js';
import { EncodedBody } from './compression.js';
import { setsCookie, type ServedPage } from './html-cache.js';
import { ClientGone, RenderOverloaded } from './render-queue.js';
import { savedSelectionRedirect } from './language-redirect.js';
import type { Logger } from './logger.js';
import { requestClientAddress, type LoginThrottle } from './login-throttle.js';
import { mediaFile } from './media.js';
import { pageCachePolicy } from './page-cache-control.js';
import { isPageContextRequest } from './page-url.js';
import type { RequestContext } from './request-context.js';
import { readRequestBody } from './request-body.js';
import { loggableUrl } from './request-log.js';
import {
  gatewayStatus,
  JSON_TYPE,
  redirect,
  send,
  sendErrorPage,
  sendJsonError,
  sendText,
  TEXT_TYPE,
} from './responses.js';
import { NEXT, type Answer, type Exchange } from './router.js';
import type { StaticFile } from './static-files.js';
import { trailingSlashRedirect } from './trailing-slash.js';
import type { LabelsFile } from '../shell/server/labels-asset.js';
import { pageKeyOfUrl } from '../shell/server/page-query.js';

/** A request on its way through the table. */
export interface AppExchange extends Exchange {
  /** The site, customer group and cookies, read only by the rows that need them. */
  context(): RequestContext;
  /** The page cache's verdict, for the request log. */
  cacheState?: string;
}

export interface JsonAnswer {
  status: number;
  body: string;
  headers?: Record<string, string>;
}

const isApi = (pathname: string) => pathname.startsWith('/api/');

export function health({ req, res }: AppExchange): Answer {
  sendText(req, res, 200, 'application/json', JSON.stringify({ status: 'ok' }), {
    'cache-control': 'no-store',
  });
}

/** A path whose percent escapes do not decode ('/es-es/%', '/p/%FF') or holds a backslash. */
export function undecodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return pathname.includes('\\');
  } catch {
    return true;
  }
}

export function badPath({ req, res, pathname }: AppExchange): Answer {
  if (isApi(pathname)) return sendJsonError(req, res, 400, 'Malformed path');
  sendErrorPage(req, res, 400, 'Bad request');
}

export interface ProxyOptions {
  commerceBaseUrl: string;
  commerceTimeoutMs?: number | undefined;
  publicOrigin?: string | null | undefined;
  loginThrottle?: LoginThrottle | undefined;
  captcha?: Captcha | undefined;
  /** Peers whose X-Forwarded-For names the client (TRUSTED_PROXIES). */
  trustedProxies?: readonly string[] | undefined;
  abuseThrottle?: LoginThrottle | undefined;
}

/** `/api/commerce/*`: the commerce back-end behind the token cookie (ADR 0006, 0010). */
export function commerceProxy(options: ProxyOptions) {
  return async ({ req, res, url }: AppExchange): Promise<Answer> => {
    let body: Uint8Array | null = null;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      const read = await readRequestBody(req);
      if (!read.ok) {
        // The rest of an oversized body is not read: the connection closes after this.
        res.setHeader('connection', 'close');
        return sendJsonError(
          req,
          res,
          read.status,
          read.status === 413 ? 'Request body too large' : 'Broken request body',
        );
      }
      body = read.bytes;
    }
    // The shopper going away stops the upstream call (and its timeout) with it.
    const gone = new AbortController();
    res.on('close', () => {
      if (!res.writableFinished) gone.abort();
    });
    const answer = await proxyCommerce(
      {
        method: req.method ?? 'GET',
        url: url.slice(COMMERCE_PROXY_PREFIX.length),
        headers: req.headers,
        body,
        clientAddress: requestClientAddress(req, options.trustedProxies),
        signal: gone.signal,
      },
      {
        baseUrl: options.commerceBaseUrl,
        ...(options.commerceTimeoutMs ? { timeoutMs: options.commerceTimeoutMs } : {}),
        publicOrigin: options.publicOrigin ?? null,
        ...(options.loginThrottle ? { loginThrottle: options.loginThrottle } : {}),
        ...(options.abuseThrottle ? { abuseThrottle: options.abuseThrottle } : {}),
        ...(options.captcha ? { captcha: options.captcha } : {}),
      },
    );
    if (gone.signal.aborted) return;
    res.writeHead(answer.status, answer.headers);
    res.end(req.method === 'HEAD' ? undefined : answer.body);
  };
}

/** The app's own JSON POST endpoints (order tracking, contact, analytics): never cached. */
export function jsonPosts(
  postApi: ((pathname: string, req: IncomingMessage) => Promise<JsonAnswer | null>) | undefined,
) {
  return async ({ req, res, pathname }: AppExchange): Promise<Answer> => {
    const answer = postApi ? await postApi(pathname, req) : null;
    if (!answer) return NEXT;
    sendText(req, res, answer.status, JSON_TYPE, answer.body, {
      'cache-control': 'no-store',
      ...answer.headers,
    });
  };
}

export function methodNotAllowed({ req, res }: AppExchange): Answer {
  sendText(req, res, 405, TEXT_TYPE, 'Method not allowed', { allow: 'GET, HEAD' });
}

/** `GET /api/captcha`: each request its own challenge, so no shared cache may keep one. */
export function captchaChallenge(captcha: Captcha | undefined) {
  return async ({ req, res }: AppExchange): Promise<Answer> => {
    if (!captcha) return NEXT;
    const challenge = await captcha.challenge();
    sendText(req, res, 200, JSON_TYPE, JSON.stringify(challenge), { 'cache-control': 'no-store' });
  };
}

/** The app's own JSON reads (load more, product cards, policies); back-end trouble is a 502/504. */
export function jsonReads(
  api:
    | ((
        pathname: string,
        search: URLSearchParams,
        ctx: RequestContext,
      ) => Promise<JsonAnswer | null>)
    | undefined,
  logger: Logger,
) {
  return async (exchange: AppExchange): Promise<Answer> => {
    const { req, res, url, pathname } = exchange;
    if (!api) return NEXT;
    let answer: JsonAnswer | null;
    try {
      answer = await api(
        pathname,
        new URLSearchParams(url.split('?')[1] ?? ''),
        exchange.context(),
      );
    } catch (error) {
      logger.log('warn', 'api call failed', { url: loggableUrl(url), error });
      const status = gatewayStatus(error);
      return sendJsonError(
        req,
        res,
        status,
        status === 504 ? 'The back-end did not answer in time' : 'The back-end is not available',
      );
    }
    if (!answer) return NEXT;
    sendText(req, res, answer.status, JSON_TYPE, answer.body, {
      'cache-control': 'private, max-age=30',
      ...answer.headers,
    });
  };
}

export function media({ req, res, pathname }: AppExchange): Answer {
  const svg = mediaFile(pathname);
  if (!svg) return sendText(req, res, 404, TEXT_TYPE, 'Not found');
  sendText(req, res, 200, 'image/svg+xml', svg, { 'cache-control': 'public, max-age=86400' });
}

/** The address pickers' region files (ADR 0023). */
export function postalCodes({ req, res, pathname }: AppExchange): Answer {
  const regions = postalCodeRegions(pathname);
  if (!regions) return sendText(req, res, 404, JSON_TYPE, '{"error":"not found"}');
  sendText(req, res, 200, JSON_TYPE, regions, { 'cache-control': 'public, max-age=86400' });
}

/** Text files the server writes itself (robots.txt, sitemaps). */
export function textFiles(
  textFile:
    ((pathname: string) => Promise<{ body: string; contentType: string } | null>) | undefined,
) {
  return async ({ req, res, pathname }: AppExchange): Promise<Answer> => {
    const text = await textFile?.(pathname);
    if (!text) return NEXT;
    sendText(req, res, 200, text.contentType, text.body, {
      'cache-control': 'public, max-age=3600',
    });
  };
}

/** A site's labels file (`/labels/{site}.{hash}.json`). */
export function labelsFiles(
  labelsFile: ((pathname: string) => Promise<LabelsFile | null>) | undefined,
) {
  return async ({ req, res, pathname }: AppExchange): Promise<Answer> => {
    const labels = await labelsFile?.(pathname);
    if (!labels) return NEXT;
    sendText(req, res, 200, JSON_TYPE, labels.body, {
      // Named by its content's hash: the same path is the same file for good. A page kept
      // from before the labels changed gets today's, revalidated every time.
      'cache-control': labels.current
        ? 'public, max-age=31536000, immutable'
        : 'public, max-age=0, must-revalidate',
    });
  };
}

/** The client build and public/ (ADR 0005, 0018). */
export function staticFiles(
  staticFile: ((pathname: string) => Promise<StaticFile | null>) | undefined,
) {
  return async ({ req, res, pathname }: AppExchange): Promise<Answer> => {
    const file = await staticFile?.(pathname);
    if (!file) return NEXT;
    send(req, res, 200, file.body, { 'cache-control': file.cacheControl });
  };
}

/** JSON routes never answer HTML: an unknown one is a JSON 404. */
export function apiNotFound({ req, res }: AppExchange): Answer {
  sendJsonError(req, res, 404, 'Not found');
}

/**
 * The trailing-slash 301 (docs/product/routes.md §3) and `/` to the site saved in the country
 * selection.
 */
export function siteRedirects(exchange: AppExchange): Answer {
  const { res, url, pathname } = exchange;
  if (isPageContextRequest(url)) return NEXT;
  const target = trailingSlashRedirect(url);
  if (target) return redirect(res, 301, target);
  if (pathname === '/') {
    const saved = savedSelectionRedirect(exchange.context().cookies);
    if (saved) return redirect(res, 302, saved);
  }
  return NEXT;
}

/**
 * The answer when the renders are overloaded and no copy of the page is kept (ADR 0058): a
 * 503 with Retry-After, the site's busy page that loads the page by itself once there is
 * room (ADR 0064; JSON for a client navigation's page context, which Vike then loads as a
 * full page, so the shopper lands on that busy page).
 */
async function sendBusy(
  exchange: AppExchange,
  busyPage: ((site: SiteCode | null) => Promise<string>) | null,
): Promise<void> {
  const { req, res } = exchange;
  exchange.cacheState = 'busy';
  const headers = {
    'retry-after': String(BUSY_RETRY_AFTER_S),
    'cache-control': 'no-store',
    'x-cache': 'busy',
  };
  if (isPageContextRequest(exchange.url)) {
    sendJsonError(req, res, 503, 'The shop is busy: try again in a few seconds', headers);
    return;
  }
  const page = busyPage ? await busyPage(exchange.context().site).catch(() => null) : null;
  if (page === null) {
    sendErrorPage(req, res, 503, 'The shop is busy: try again in a few seconds', headers);
    return;
  }
  sendText(req, res, 503, 'text/html; charset=utf-8', page, headers);
}

/**
 * A page, rendered or from the HTML cache. `shared`: the route's HTML is the same for everyone
 * of its key (ADR 0015 decides the Cache-Control from it, whether the cache is on or not).
 */
export function pages(
  served: ServedPage,
  shared: boolean,
  busyPage: ((site: SiteCode | null) => Promise<string>) | null = null,
) {
  return async (exchange: AppExchange): Promise<Answer> => {
    const { req, res } = exchange;
    const ctx = exchange.context();
    // Pages render the URL with only the query parameters they read, the same URL the cache
    // keys on: a random ?cb= neither forces a render nor evicts real pages.
    let answer: Awaited<ReturnType<ServedPage>>;
    try {
      answer = await served(pageKeyOfUrl(exchange.url), req, ctx);
    } catch (error) {
      if (error instanceof RenderOverloaded) return sendBusy(exchange, busyPage);
      // Nobody reads the answer: the socket is already closed.
      if (error instanceof ClientGone) return;
      throw error;
    }
    const { page, cacheState } = answer;
    exchange.cacheState = cacheState;
    const policy = pageCachePolicy({
      sharedRoute: shared,
      status: page.status,
      setsCookie: setsCookie(page),
      ctx,
    });
    const headers: Record<string, string> = {
      'cache-control': policy.cacheControl,
      ...(policy.vary ? { vary: policy.vary } : {}),
      'x-cache': cacheState,
    };
    for (const [name, value] of page.headers) headers[name.toLowerCase()] = value;
    // Ours, not Vike's (it sends its own on error pages): who may store a page is decided here.
    headers['cache-control'] = policy.cacheControl;
    send(req, res, page.status, page.body, headers);
  };
}

/** A rendered page's HTML as the cache and `send` take it. */
export function encodedPage(page: {
  status: number;
  contentType: string;
  body: string;
  headers?: [string, string][];
}) {
  return {
    status: page.status,
    body: new EncodedBody(Buffer.from(page.body), page.contentType),
    headers: page.headers ?? [],
  };
}
