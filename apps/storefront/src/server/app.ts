import type { IncomingMessage, ServerResponse } from 'node:http';
import { CAPTCHA_PATH, type Captcha } from './captcha.js';
import { COMMERCE_PROXY_PREFIX, proxyCommerce } from './commerce-proxy.js';
import { clientAddress, type LoginThrottle } from './login-throttle.js';
import { readRequestBody } from './request-body.js';
import { loggableUrl } from './request-log.js';
import { pageKeyOfUrl } from '../shell/server/page-query.js';
import { originForm } from './request-target.js';
import { chooseEncoding, EncodedBody } from './compression.js';
import type { Logger } from './logger.js';
import { mediaFile } from './media.js';
import { isCacheableRoute, isPageContextRequest, routeOfUrl } from './page-url.js';
import { pageCachePolicy } from './page-cache-control.js';
import { postalCodeRegions } from '../features/checkout/server/postal-codes.js';
import { htmlCacheKey, requestContext, type RequestContext } from './request-context.js';
import { isSecureRequest, securityHeaders } from './security-headers.js';
import { savedSelectionRedirect } from './language-redirect.js';
import type { StaticFile } from './static-files.js';
import { trailingSlashRedirect } from './trailing-slash.js';
import type { SwrCacheLike } from './swr-cache.js';
import type { LabelsFile } from '../shell/server/labels-asset.js';

export interface RenderedPage {
  status: number;
  contentType: string;
  body: string;
  headers?: [string, string][];
}

export interface RenderInput {
  urlOriginal: string;
  headersOriginal: Readonly<Record<string, string | string[] | undefined>>;
  request: RequestContext;
}

export interface CachedPage {
  status: number;
  body: EncodedBody;
  headers: [string, string][];
}

export interface AppDeps {
  render(input: RenderInput): Promise<RenderedPage>;
  commerceBaseUrl: string;
  staticFile?: ((pathname: string) => Promise<StaticFile | null>) | undefined;
  /** Text files the server writes itself (robots.txt, sitemaps); null when none. */
  textFile?:
    ((pathname: string) => Promise<{ body: string; contentType: string } | null>) | undefined;
  /** A site's labels file (`/labels/{site}.{hash}.json`); null when the path is none. */
  labelsFile?: ((pathname: string) => Promise<LabelsFile | null>) | undefined;
  /** JSON endpoints of the app itself (load more); null when the path is none of them. */
  api?:
    | ((
        pathname: string,
        search: URLSearchParams,
        ctx: RequestContext,
      ) => Promise<{ status: number; body: string; headers?: Record<string, string> } | null>)
    | undefined;
  /**
   * JSON POST endpoints of the app itself (order tracking); each reads its own body and
   * answers null when the path is none of them. Never cached.
   */
  postApi?:
    | ((
        pathname: string,
        req: IncomingMessage,
      ) => Promise<{ status: number; body: string; headers?: Record<string, string> } | null>)
    | undefined;
  htmlCache: SwrCacheLike<CachedPage> | null;
  logger: Logger;
  dev?: boolean;
  /** The proxy's upstream timeout (COMMERCE_TIMEOUT_MS); past it the answer is a 504. */
  commerceTimeoutMs?: number | undefined;
  /** The public origin when configured; cross-site checks compare with it. */
  publicOrigin?: string | null | undefined;
  /** Verifies the signed customer-group cookie; null ignores that cookie. */
  sessionSecret?: string | null | undefined;
  loginThrottle?: LoginThrottle | undefined;
  /** Serves /api/captcha and guards the registration calls of the proxy (ADR 0028). */
  captcha?: Captcha | undefined;
  /** Peers whose X-Forwarded-For names the client (TRUSTED_PROXIES). */
  trustedProxies?: readonly string[] | undefined;
  /** Counts the calls of the abuse-limited endpoints per address (abuse-limits.ts). */
  abuseThrottle?: LoginThrottle | undefined;
  /** HSTS=1: Strict-Transport-Security on every answer. */
  hsts?: boolean | undefined;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

function send(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  body: EncodedBody,
  headers: Record<string, string | string[]> = {},
): void {
  const { body: bytes, encoding } = body.get(chooseEncoding(req.headers['accept-encoding']));
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  res.setHeader('content-type', body.contentType);
  res.setHeader('content-length', bytes.length);
  if (!res.hasHeader('vary')) res.setHeader('vary', 'Accept-Encoding');
  if (encoding !== 'identity') res.setHeader('content-encoding', encoding);
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

function sendText(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  type: string,
  text: string,
  headers: Record<string, string> = {},
): void {
  send(req, res, status, new EncodedBody(Buffer.from(text), type), headers);
}

function redirect(res: ServerResponse, status: 301 | 302, location: string): void {
  res.writeHead(status, {
    location,
    'content-length': '0',
    'cache-control': status === 301 ? 'public, max-age=3600' : 'no-store',
  });
  res.end();
}

function sendJsonError(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  message: string,
  headers: Record<string, string> = {},
): void {
  sendText(
    req,
    res,
    status,
    'application/json; charset=utf-8',
    JSON.stringify({ error: message }),
    {
      'cache-control': 'no-store',
      ...headers,
    },
  );
}

// A plain error page for requests refused before routing (no site, no shell to render).
function sendErrorPage(
  req: IncomingMessage,
  res: ServerResponse,
  status: number,
  title: string,
): void {
  sendText(
    req,
    res,
    status,
    'text/html; charset=utf-8',
    `<!doctype html><html lang="en"><meta charset="utf-8"><title>${title}</title><h1 data-testid="error-page" data-status="${status}">${title}</h1></html>`,
    { 'cache-control': 'no-store' },
  );
}

/** A path whose percent escapes decode; a broken one ('/es-es/%', '/p/%FF') is a 400. */
function decodablePath(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return !pathname.includes('\\');
  } catch {
    return false;
  }
}

/**
 * Back-end trouble behind a JSON route: 504 past the timeout (the OCC client's failure kind,
 * or a platform TimeoutError), 502 otherwise.
 */
function gatewayStatus(error: unknown): 502 | 504 {
  const { name, kind } = (error ?? {}) as { name?: unknown; kind?: unknown };
  return kind === 'timeout' || name === 'TimeoutError' ? 504 : 502;
}

export function createApp(deps: AppDeps): Handler {
  const inFlight = new Map<string, Promise<CachedPage>>();
  async function renderToCache(
    url: string,
    req: IncomingMessage,
    ctx: RequestContext,
  ): Promise<CachedPage> {
    const page = await deps.render({
      urlOriginal: url,
      headersOriginal: req.headers,
      request: ctx,
    });
    return {
      status: page.status,
      body: new EncodedBody(Buffer.from(page.body), page.contentType),
      headers: page.headers ?? [],
    };
  }

  /** Renders once however many requests miss the same key at the same time. */
  function renderShared(key: string, url: string, req: IncomingMessage, ctx: RequestContext) {
    const running = inFlight.get(key);
    if (running) return running;
    const promise = renderToCache(url, req, ctx).finally(() => inFlight.delete(key));
    inFlight.set(key, promise);
    return promise;
  }

  /** Only a 200 that sets no cookie is the same for everyone of its key. */
  function keepable(page: CachedPage): boolean {
    return (
      page.status === 200 && !page.headers.some(([name]) => name.toLowerCase() === 'set-cookie')
    );
  }

  async function servePage(
    req: IncomingMessage,
    res: ServerResponse,
    ctx: RequestContext,
    requestUrl: string,
  ): Promise<string> {
    // Pages render the URL with only the query parameters they read, the same URL the cache
    // keys on: a random ?cb= neither forces a render nor evicts real pages.
    const url = pageKeyOfUrl(requestUrl);
    const match = routeOfUrl(url);
    const cache = deps.htmlCache !== null && isCacheableRoute(match) ? deps.htmlCache : null;
    let page: CachedPage;
    let cacheState = 'off';
    if (cache) {
      const key = htmlCacheKey(url, ctx);
      const found = await cache.peek(key);
      if (found?.state === 'hit') {
        page = found.value;
        cacheState = 'hit';
      } else if (found) {
        page = found.value;
        cacheState = 'stale';
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
      } else {
        page = await renderShared(key, url, req, ctx);
        cacheState = 'miss';
        if (keepable(page)) void cache.set(key, page);
      }
    } else {
      page = await renderToCache(url, req, ctx);
    }
    const policy = pageCachePolicy({
      sharedRoute: isCacheableRoute(match),
      status: page.status,
      setsCookie: page.headers.some(([name]) => name.toLowerCase() === 'set-cookie'),
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
    return cacheState;
  }

  return async function handle(req, res) {
    const started = process.hrtime.bigint();
    // An absolute-form target (`GET http://host/path`, which HTTP/1.1 servers must accept) is
    // the same page as its path: without this it rendered and cached as a page of its own
    // (issue 30). Anything else that is not a path is a 400 below.
    req.url = originForm(req.url ?? '/');
    const url = req.url;
    const pathname = url.split('?')[0] ?? '/';
    let cache: string | undefined;
    res.on('finish', () => {
      deps.logger.log(res.statusCode >= 500 ? 'error' : 'info', 'request', {
        method: req.method,
        url: loggableUrl(url),
        status: res.statusCode,
        ms: Number(process.hrtime.bigint() - started) / 1e6,
        ...(cache ? { cache } : {}),
      });
    });
    for (const [name, value] of Object.entries(
      securityHeaders({
        secure: (deps.hsts ?? false) || isSecureRequest('encrypted' in req.socket),
        dev: deps.dev ?? false,
      }),
    )) {
      res.setHeader(name, value);
    }
    try {
      if (pathname === '/health') {
        return sendText(req, res, 200, 'application/json', JSON.stringify({ status: 'ok' }), {
          'cache-control': 'no-store',
        });
      }
      const isApi = pathname.startsWith('/api/');
      if (!decodablePath(pathname)) {
        if (isApi) return sendJsonError(req, res, 400, 'Malformed path');
        return sendErrorPage(req, res, 400, 'Bad request');
      }
      if (pathname.startsWith(`${COMMERCE_PROXY_PREFIX}/`)) {
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
            clientAddress: clientAddress(
              req.socket.remoteAddress,
              req.headers['x-forwarded-for'],
              deps.trustedProxies,
            ),
            signal: gone.signal,
          },
          {
            baseUrl: deps.commerceBaseUrl,
            ...(deps.commerceTimeoutMs ? { timeoutMs: deps.commerceTimeoutMs } : {}),
            publicOrigin: deps.publicOrigin ?? null,
            ...(deps.loginThrottle ? { loginThrottle: deps.loginThrottle } : {}),
            ...(deps.abuseThrottle ? { abuseThrottle: deps.abuseThrottle } : {}),
            ...(deps.captcha ? { captcha: deps.captcha } : {}),
          },
        );
        if (gone.signal.aborted) return;
        res.writeHead(answer.status, answer.headers);
        res.end(req.method === 'HEAD' ? undefined : answer.body);
        return;
      }
      if (isApi && req.method === 'POST' && deps.postApi) {
        const answer = await deps.postApi(pathname, req);
        if (answer) {
          return sendText(req, res, answer.status, 'application/json; charset=utf-8', answer.body, {
            'cache-control': 'no-store',
            ...answer.headers,
          });
        }
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        return sendText(req, res, 405, 'text/plain; charset=utf-8', 'Method not allowed', {
          allow: 'GET, HEAD',
        });
      }
      if (pathname === CAPTCHA_PATH && deps.captcha) {
        // Each request its own challenge: no shared cache may keep one.
        const challenge = await deps.captcha.challenge();
        return sendText(
          req,
          res,
          200,
          'application/json; charset=utf-8',
          JSON.stringify(challenge),
          {
            'cache-control': 'no-store',
          },
        );
      }
      // Read only by the routes that need it: static files and media don't pay for it.
      let ctx: RequestContext | undefined;
      const context = () => (ctx ??= requestContext(url, req.headers, deps.sessionSecret ?? null));
      if (isApi && deps.api) {
        let answer: { status: number; body: string; headers?: Record<string, string> } | null;
        try {
          answer = await deps.api(
            pathname,
            new URLSearchParams(url.split('?')[1] ?? ''),
            context(),
          );
        } catch (error) {
          deps.logger.log('warn', 'api call failed', { url: loggableUrl(url), error });
          const status = gatewayStatus(error);
          return sendJsonError(
            req,
            res,
            status,
            status === 504
              ? 'The back-end did not answer in time'
              : 'The back-end is not available',
          );
        }
        if (answer) {
          return sendText(req, res, answer.status, 'application/json; charset=utf-8', answer.body, {
            'cache-control': 'private, max-age=30',
            ...answer.headers,
          });
        }
      }
      if (pathname.startsWith('/media/')) {
        const svg = mediaFile(pathname);
        if (svg)
          return sendText(req, res, 200, 'image/svg+xml', svg, {
            'cache-control': 'public, max-age=86400',
          });
        return sendText(req, res, 404, 'text/plain; charset=utf-8', 'Not found');
      }
      if (pathname.startsWith('/postalcodes/')) {
        const regions = postalCodeRegions(pathname);
        if (regions)
          return sendText(req, res, 200, 'application/json; charset=utf-8', regions, {
            'cache-control': 'public, max-age=86400',
          });
        return sendText(req, res, 404, 'application/json; charset=utf-8', '{"error":"not found"}');
      }
      const text = await deps.textFile?.(pathname);
      if (text)
        return sendText(req, res, 200, text.contentType, text.body, {
          'cache-control': 'public, max-age=3600',
        });
      const labels = await deps.labelsFile?.(pathname);
      if (labels)
        return sendText(req, res, 200, 'application/json; charset=utf-8', labels.body, {
          // Named by its content's hash: the same path is the same file for good. A page
          // kept from before the labels changed gets today's, revalidated every time.
          'cache-control': labels.current
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=0, must-revalidate',
        });
      const file = await deps.staticFile?.(pathname);
      if (file) return send(req, res, 200, file.body, { 'cache-control': file.cacheControl });
      if (isApi) return sendJsonError(req, res, 404, 'Not found');
      if (!isPageContextRequest(url)) {
        const target = trailingSlashRedirect(url);
        if (target) return redirect(res, 301, target);
        if (pathname === '/') {
          const saved = savedSelectionRedirect(context().cookies);
          if (saved) return redirect(res, 302, saved);
        }
      }
      cache = await servePage(req, res, context(), url);
    } catch (error) {
      deps.logger.log('error', 'request failed', { url: loggableUrl(url), error });
      if (!res.headersSent) {
        sendErrorPage(req, res, 500, 'Something went wrong');
      } else {
        res.end();
      }
    }
  };
}
