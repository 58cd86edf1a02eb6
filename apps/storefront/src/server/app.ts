import type { IncomingMessage, ServerResponse } from 'node:http';
import { COMMERCE_PROXY_PREFIX, proxyCommerce } from './commerce-proxy.js';
import { chooseEncoding, EncodedBody } from './compression.js';
import type { Logger } from './logger.js';
import { mediaFile } from './media.js';
import { isCacheableRoute, isPageContextRequest, routeOfUrl } from './page-url.js';
import { postalCodeRegions } from './postal-codes.js';
import { htmlCacheKey, requestContext, type RequestContext } from './request-context.js';
import { isSecureRequest, securityHeaders } from './security-headers.js';
import { savedSelectionRedirect } from './language-redirect.js';
import type { StaticFile } from './static-files.js';
import { trailingSlashRedirect } from './trailing-slash.js';
import type { SwrCache } from '../lib/swr-cache.js';

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
  /** JSON endpoints of the app itself (load more); null when the path is none of them. */
  api?:
    | ((
        pathname: string,
        search: URLSearchParams,
        ctx: RequestContext,
      ) => Promise<{ status: number; body: string } | null>)
    | undefined;
  htmlCache: SwrCache<CachedPage> | null;
  logger: Logger;
  dev?: boolean;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

function readBody(req: IncomingMessage, limit = 1_000_000): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > limit) {
        reject(new Error('Body too large'));
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

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
  res.setHeader('vary', 'Accept-Encoding');
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

export function createApp(deps: AppDeps): Handler {
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

  async function servePage(
    req: IncomingMessage,
    res: ServerResponse,
    url: string,
  ): Promise<string> {
    const ctx = requestContext(url, req.headers);
    const match = routeOfUrl(url);
    const cacheable = deps.htmlCache !== null && isCacheableRoute(match);
    let page: CachedPage;
    let cacheState = 'off';
    if (cacheable && deps.htmlCache) {
      const key = htmlCacheKey(url, ctx);
      const found = deps.htmlCache.peek(key);
      if (found && found.state === 'hit') {
        page = found.value;
        cacheState = 'hit';
      } else {
        // Only successful pages are kept; a 404 or 500 is rendered every time.
        const fresh = found ?? null;
        if (fresh) {
          page = fresh.value;
          cacheState = 'stale';
          void deps.htmlCache
            .get(key, async () => {
              const next = await renderToCache(url, req, ctx);
              if (next.status !== 200) throw new Error(`status ${next.status}`);
              return next;
            })
            .catch(() => {});
        } else {
          page = await renderToCache(url, req, ctx);
          cacheState = 'miss';
          if (page.status === 200) deps.htmlCache.set(key, page);
        }
      }
    } else {
      page = await renderToCache(url, req, ctx);
    }
    const headers: Record<string, string> = {
      'cache-control': 'private, no-cache',
      'x-cache': cacheState,
    };
    for (const [name, value] of page.headers) headers[name.toLowerCase()] = value;
    send(req, res, page.status, page.body, headers);
    return cacheState;
  }

  return async function handle(req, res) {
    const started = process.hrtime.bigint();
    const url = req.url ?? '/';
    const pathname = url.split('?')[0] ?? '/';
    let cache: string | undefined;
    res.on('finish', () => {
      deps.logger.log(res.statusCode >= 500 ? 'error' : 'info', 'request', {
        method: req.method,
        url,
        status: res.statusCode,
        ms: Number(process.hrtime.bigint() - started) / 1e6,
        ...(cache ? { cache } : {}),
      });
    });
    for (const [name, value] of Object.entries(
      securityHeaders({
        secure: isSecureRequest(req.headers, 'encrypted' in req.socket),
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
      if (pathname.startsWith(`${COMMERCE_PROXY_PREFIX}/`)) {
        const body = req.method === 'GET' || req.method === 'HEAD' ? null : await readBody(req);
        const answer = await proxyCommerce(
          {
            method: req.method ?? 'GET',
            url: url.slice(COMMERCE_PROXY_PREFIX.length),
            headers: req.headers,
            body,
          },
          { baseUrl: deps.commerceBaseUrl },
        );
        res.writeHead(answer.status, answer.headers);
        res.end(answer.body);
        return;
      }
      if (pathname.startsWith('/api/') && deps.api) {
        const answer = await deps.api(
          pathname,
          new URLSearchParams(url.split('?')[1] ?? ''),
          requestContext(url, req.headers),
        );
        if (answer) {
          return sendText(req, res, answer.status, 'application/json; charset=utf-8', answer.body, {
            'cache-control': 'private, max-age=30',
          });
        }
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        return sendText(req, res, 405, 'text/plain; charset=utf-8', 'Method not allowed', {
          allow: 'GET, HEAD',
        });
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
      const file = await deps.staticFile?.(pathname);
      if (file) return send(req, res, 200, file.body, { 'cache-control': file.cacheControl });
      if (!isPageContextRequest(url)) {
        const target = trailingSlashRedirect(url);
        if (target) return redirect(res, 301, target);
        if (pathname === '/') {
          const saved = savedSelectionRedirect(requestContext(url, req.headers).cookies);
          if (saved) return redirect(res, 302, saved);
        }
      }
      cache = await servePage(req, res, url);
    } catch (error) {
      deps.logger.log('error', 'request failed', { url, error });
      if (!res.headersSent) {
        sendText(
          req,
          res,
          500,
          'text/html; charset=utf-8',
          '<!doctype html><title>Error</title><h1 data-testid="error-page" data-status="500">Something went wrong</h1>',
        );
      } else {
        res.end();
      }
    }
  };
}
