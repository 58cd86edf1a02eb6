import { SHARED_PAGE_MAX_AGE_S, SHARED_PAGE_STALE_S } from './page-cache-control.js';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerConfig } from './server-config.js';
import { createApp } from './app.js';
import type { CachedPage } from './html-cache.js';
import { createCaptcha } from './captcha.js';
import { listingApi } from '../features/catalogue/server.js';
import { productCardsApi } from '../features/wishlist/server.js';
import { DEFAULT_LOGIN_THROTTLE } from './login-throttle.js';
import { collectApi, collectorTargets, pixelApi } from './collect-api.js';
import { CONTACT_LIMIT, caseSystem, contactApi } from '../features/content/server.js';
import { policyApi } from '../shell/server/policy-api.js';
import { TRACKING_THROTTLE, trackingOrderApi } from '../features/tracking/server.js';
import type { Logger } from './logger.js';
import { seoFiles } from './seo-files.js';
import { createSharedCaches, pageCodec } from './shared-caches.js';
import { applyServerLimits } from './connection-limits.js';
import { ABUSE_LIMIT } from './abuse-limits.js';
import type { ClusterStore } from './cluster-store.js';
import { createServices } from './services.js';
import { createStaticFiles } from './static-files.js';
import { createVikeRenderer } from './vike-render.js';
import { clientBuildText, frameStylesheet } from './frame-stylesheet.js';
import { createRenderQueue } from './render-queue.js';
import { createSwrCache } from './swr-cache.js';
import { busyPage } from './standalone-page.js';
import { BUSY_RETRY_AFTER_S } from './busy-routes.js';
import { DEFAULT_SITE_CODE } from '@atelier/core-catalogue';
import { labelsFile } from '../shell/server/labels-asset.js';

export interface StartOptions {
  config: ServerConfig;
  /** The app directory (holding dist/ and vite.config.ts). */
  root: string;
  commerceBaseUrl: string;
  dev: boolean;
  logger: Logger;
  /** Public origin for canonical and hreflang links; defaults to http://localhost:{port}. */
  origin?: string;
  /** Off for benchmarks of uncached rendering. */
  htmlCache?: boolean;
  /** A host name part that marks the studio line's own domain (docs/product/shell.md §3.1). */
  sisterBrandHost?: string | null;
  /** Signs and verifies the customer-group cookie; null ignores that cookie. */
  sessionSecret?: string | null;
  /** REDIS_URL: the HTML, content and listing caches shared by every instance. */
  redisUrl?: string | null;
  /** CACHE_FRESH_MS: the caches' freshness instead of their defaults (tests, demos). */
  cacheFreshMs?: number | null;
  /** A cluster worker: throttles and spent captchas shared through the primary (no Redis). */
  clusterStore?: ClusterStore | null;
}

/** The HTML cache's bound: entries and bytes (a compressed copy costs about half more). */
const HTML_CACHE_MAX_ENTRIES = 2_000;
const HTML_CACHE_MAX_BYTES = 256 * 1024 * 1024;
/**
 * The last good copies answered when the renders are overloaded (ADR 0058): up to 15 minutes
 * old, a tenth of the HTML cache's bytes. Older than that a shopper gets the busy page: the
 * back-end still decides prices and stock in the bag and at checkout.
 */
const LAST_GOOD_MAX_AGE_MS = 15 * 60 * 1000;
const LAST_GOOD_MAX_ENTRIES = 500;
const LAST_GOOD_MAX_BYTES = HTML_CACHE_MAX_BYTES / 10;
/** What a kept page weighs in memory: its HTML and a compressed copy (about half more). */
const pageBytes = (page: CachedPage) => Math.ceil(page.body.raw.length * 1.5);

export interface RunningServer {
  server: Server;
  url: string;
  close(): Promise<void>;
}

/** One HTTP server: in dev with Vite's middleware (HMR), in production over the build. */
export async function startHttpServer(options: StartOptions): Promise<RunningServer> {
  const caches = createSharedCaches({
    redisUrl: options.redisUrl ?? null,
    logger: options.logger,
    freshMs: options.cacheFreshMs ?? null,
    clusterStore: options.clusterStore ?? null,
  });
  const services = createServices({
    caches,
    commerceBaseUrl: options.commerceBaseUrl,
    commerceTimeoutMs: options.config.commerce.timeoutMs,
    commerceDialect: options.config.commerce.dialect,
    cms: options.config.cms,
    origin: options.origin ?? `http://localhost:${options.config.port}`,
    logger: options.logger,
  });
  type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  let devMiddleware: Middleware | null = null;
  let closeVite: (() => Promise<void>) | null = null;
  if (options.dev) {
    const { createDevMiddleware } = await import('vike/server');
    const dev = await createDevMiddleware({ root: options.root });
    devMiddleware = dev.devMiddleware as unknown as Middleware;
    closeVite = () => dev.viteServer.close();
  } else {
    const entry = join(options.root, 'dist', 'server', 'entry.mjs');
    if (!existsSync(entry))
      throw new Error(`No build at ${entry}: run npm run build -w @atelier/storefront`);
    await import(pathToFileURL(entry).href);
  }
  const trackingThrottle = caches.throttle('tracking', TRACKING_THROTTLE);
  const contactThrottle = caches.throttle('contact', CONTACT_LIMIT);
  // ANALYTICS_COLLECTOR_URL / ANALYTICS_PIXEL_URL, else the sandbox's collector (ADR 0022).
  const collector = collectorTargets(process.env, options.commerceBaseUrl);
  // CONTACT_CASE_URL / CONTACT_ORG_ID, else the sandbox's web-to-case.
  const cases = caseSystem(process.env, options.commerceBaseUrl);
  const app = createApp({
    render: createVikeRenderer(
      services,
      options.logger,
      options.sisterBrandHost ?? null,
      options.dev
        ? undefined
        : frameStylesheet(clientBuildText(join(options.root, 'dist', 'client'))),
    ),
    commerceBaseUrl: options.commerceBaseUrl,
    commerceTimeoutMs: options.config.commerce.timeoutMs,
    publicOrigin: options.origin ?? null,
    sessionSecret: options.sessionSecret ?? null,
    loginThrottle: caches.throttle('login', DEFAULT_LOGIN_THROTTLE),
    abuseThrottle: caches.throttle('abuse', ABUSE_LIMIT),
    trustedProxies: options.config.trustedProxies,
    hsts: options.config.hsts,
    // Keyed from the session secret, the same on every instance (boot.ts draws one when unset).
    captcha: createCaptcha({
      secret: options.sessionSecret ?? randomBytes(32).toString('base64url'),
      replay: caches.captchaReplayGuard(),
    }),
    staticFile: options.dev ? undefined : createStaticFiles(join(options.root, 'dist', 'client')),
    textFile: seoFiles(services),
    labelsFile: (pathname) => labelsFile(pathname, (site) => services.content.labels(site)),
    api: async (pathname, search, ctx) =>
      (await pixelApi(pathname, search, ctx.cookies, collector)) ??
      (await policyApi(services, pathname)) ??
      (await productCardsApi(services, pathname, search)) ??
      listingApi(services, pathname, search, ctx.platform),
    postApi: async (pathname, req) =>
      (await collectApi(pathname, req, collector, { publicOrigin: options.origin ?? null })) ??
      (await contactApi(pathname, req, cases, {
        publicOrigin: options.origin ?? null,
        throttle: contactThrottle,
        trustedProxies: options.config.trustedProxies,
      })) ??
      trackingOrderApi(services, pathname, req, {
        publicOrigin: options.origin ?? null,
        throttle: trackingThrottle,
        trustedProxies: options.config.trustedProxies,
      }),
    renderQueue: createRenderQueue(options.config.renderQueue),
    lastGoodPages:
      options.htmlCache === false
        ? null
        : createSwrCache<CachedPage>({
            ttlMs: LAST_GOOD_MAX_AGE_MS,
            staleWhileRevalidateMs: 0,
            maxEntries: LAST_GOOD_MAX_ENTRIES,
            maxSize: LAST_GOOD_MAX_BYTES,
            sizeOf: pageBytes,
          }),
    busyPage: async (site) => {
      const code = site ?? DEFAULT_SITE_CODE;
      const [page, labels] = await Promise.all([
        services.content.errorPage(code, 'serverError'),
        services.content.labels(code),
      ]);
      return busyPage({ page, labels, site: code, retryAfterS: BUSY_RETRY_AFTER_S });
    },
    htmlCache:
      options.htmlCache === false
        ? null
        : caches.cache<CachedPage>(
            'html',
            {
              // The same windows shared caches get in Cache-Control (page-cache-control.ts).
              ttlMs: SHARED_PAGE_MAX_AGE_S * 1000,
              staleWhileRevalidateMs: SHARED_PAGE_STALE_S * 1000,
              maxEntries: HTML_CACHE_MAX_ENTRIES,
              maxSize: HTML_CACHE_MAX_BYTES,
              sizeOf: pageBytes,
              onRefreshError: (key, error) =>
                options.logger.log('warn', 'html refresh failed', { key, error }),
            },
            pageCodec,
          ),
    logger: options.logger,
    dev: options.dev,
  });
  const server = createServer((req, res) => {
    const handle = () => void app(req, res);
    const pathname = (req.url ?? '/').split('?')[0] ?? '/';
    // Vite serves its own modules and HMR; our API, media and pages stay ours.
    if (devMiddleware && !pathname.startsWith('/api/') && !pathname.startsWith('/media/')) {
      devMiddleware(req, res, handle);
    } else {
      handle();
    }
  });
  applyServerLimits(server, options.config.trustedProxies);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.config.port, options.config.host, () => resolve());
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : options.config.port;
  return {
    server,
    url: `http://127.0.0.1:${port}`,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
      await closeVite?.();
      await caches.close();
    },
  };
}
