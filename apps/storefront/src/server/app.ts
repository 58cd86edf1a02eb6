// The storefront's request handler: security headers and the request log around one route
// table (ADR 0032). The handlers are in routes.ts, the HTML cache in html-cache.ts, how
// answers are written in responses.ts.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { BUSY_RETRY_SCRIPT_PATH, RENDER_ROOM_PATH } from './busy-retry-script.js';
import { busyRetryScript, renderRoom } from './busy-routes.js';
import { CAPTCHA_PATH, type Captcha } from './captcha.js';
import { COMMERCE_PROXY_PREFIX } from './commerce-proxy.js';
import { answerConsentForm } from './consent-form.js';
import { CONSENT_ROUTE } from '../shell/consent.js';
import {
  clientLeft,
  uncached,
  withHtmlCache,
  type CachedPage,
  type PageRender,
} from './html-cache.js';
import type { Logger } from './logger.js';
import type { LoginThrottle } from './login-throttle.js';
import { isCacheableRoute, routeOfUrl } from './page-url.js';
import { ClientGone, RenderOverloaded, type RenderQueue } from './render-queue.js';
import { requestContext, type RequestContext } from './request-context.js';
import { loggableUrl } from './request-log.js';
import { sendErrorPage } from './responses.js';
import {
  ANY_METHOD,
  dispatch,
  EVERY_PATH,
  POST,
  READS,
  row,
  WRITES,
  type Route,
} from './router.js';
import {
  apiNotFound,
  badPath,
  captchaChallenge,
  commerceProxy,
  encodedPage,
  health,
  jsonPosts,
  jsonReads,
  labelsFiles,
  media,
  methodNotAllowed,
  pages,
  postalCodes,
  siteRedirects,
  staticFiles,
  textFiles,
  undecodablePath,
  type AppExchange,
  type JsonAnswer,
} from './routes.js';
import { isSecureRequest, securityHeaders } from './security-headers.js';
import { originForm } from './request-target.js';
import type { StaticFile } from './static-files.js';
import type { SwrCache, SwrCacheLike } from './swr-cache.js';
import type { LabelsFile } from '../shell/server/labels-asset.js';
import type { SiteCode } from '@atelier/core-catalogue';

export type { CachedPage } from './html-cache.js';

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
      ) => Promise<JsonAnswer | null>)
    | undefined;
  /**
   * JSON POST endpoints of the app itself (order tracking); each reads its own body and
   * answers null when the path is none of them. Never cached.
   */
  postApi?: ((pathname: string, req: IncomingMessage) => Promise<JsonAnswer | null>) | undefined;
  htmlCache: SwrCacheLike<CachedPage> | null;
  /**
   * The page renders' queue (ADR 0058): renders in arrival order, a few at a time, skipped
   * when their client left, answered at once past its bound. Null renders every request at
   * once (tests of other things).
   */
  renderQueue?: RenderQueue | null | undefined;
  /** Each cacheable page's last good copy, answered instead of a 503 when overloaded. */
  lastGoodPages?: SwrCache<CachedPage> | null | undefined;
  /** The self-contained page of a 503 when overloaded: the busy page that reloads itself (ADR 0064). */
  busyPage?: ((site: SiteCode | null) => Promise<string>) | undefined;
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
  /** HSTS=1: Strict-Transport-Security on every answer. */
  hsts?: boolean | undefined;
  /** Counts the calls of the abuse-limited endpoints per address (abuse-limits.ts). */
  abuseThrottle?: LoginThrottle | undefined;
}

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/** A page route whose HTML is the same for everyone of its key (page-url.ts). */
const cacheablePage = (pathname: string) => isCacheableRoute(routeOfUrl(pathname));

/** The route table, in the order rows are tried; a row without its dependency passes (NEXT). */
function routeTable(deps: AppDeps): Route<AppExchange>[] {
  const draw: PageRender = async (url, req, ctx) =>
    encodedPage(
      await deps.render({ urlOriginal: url, headersOriginal: req.headers, request: ctx }),
    );
  const queue = deps.renderQueue ?? null;
  const render: PageRender = !queue
    ? draw
    : async (url, req, ctx, gone) => {
        const outcome = await queue.run(() => draw(url, req, ctx), gone ?? (() => clientLeft(req)));
        if (outcome.kind === 'done') return outcome.value;
        if (outcome.kind === 'gone') throw new ClientGone();
        throw new RenderOverloaded(outcome.reason);
      };
  const sharedPages = deps.htmlCache
    ? withHtmlCache(render, deps.htmlCache, deps.lastGoodPages ?? null)
    : uncached(render);
  const busy = deps.busyPage ?? null;
  const consentForm = ({ req, res }: AppExchange) =>
    answerConsentForm(req, res, deps.publicOrigin ?? null);
  // prettier-ignore
  return [
    //  methods     path                            handler
    row(ANY_METHOD, '/health',                      health),
    row(READS,      RENDER_ROOM_PATH,               renderRoom(queue)),
    row(READS,      BUSY_RETRY_SCRIPT_PATH,         busyRetryScript),
    row(ANY_METHOD, undecodablePath,                badPath),
    row(ANY_METHOD, `${COMMERCE_PROXY_PREFIX}/`,    commerceProxy(deps)),
    row(POST,       CONSENT_ROUTE,                  consentForm),
    row(POST,       '/api/',                        jsonPosts(deps.postApi)),
    row(WRITES,     EVERY_PATH,                     methodNotAllowed),
    row(READS,      CAPTCHA_PATH,                   captchaChallenge(deps.captcha)),
    row(READS,      '/api/',                        jsonReads(deps.api, deps.logger)),
    row(READS,      '/media/',                      media),
    row(READS,      '/postalcodes/',                postalCodes),
    row(READS,      EVERY_PATH,                     textFiles(deps.textFile)),
    row(READS,      EVERY_PATH,                     labelsFiles(deps.labelsFile)),
    row(READS,      EVERY_PATH,                     staticFiles(deps.staticFile)),
    row(READS,      '/api/',                        apiNotFound),
    row(READS,      EVERY_PATH,                     siteRedirects),
    row(READS,      cacheablePage,                  pages(sharedPages, true, busy)),
    row(READS,      EVERY_PATH,                     pages(uncached(render), false, busy)),
  ];
}

export function createApp(deps: AppDeps): Handler {
  const routes = routeTable(deps);
  return async function handle(req, res) {
    const started = process.hrtime.bigint();
    // An absolute-form target (`GET http://host/path`, which HTTP/1.1 servers must accept) is
    // the same page as its path: without this it rendered and cached as a page of its own
    // (issue 30). Anything else that is not a path is a 400 in the routes.
    req.url = originForm(req.url ?? '/');
    const url = req.url;
    let ctx: RequestContext | undefined;
    const exchange: AppExchange = {
      req,
      res,
      url,
      pathname: url.split('?')[0] ?? '/',
      // Read only by the rows that need it: static files and media don't pay for it.
      context: () => (ctx ??= requestContext(url, req.headers, deps.sessionSecret ?? null)),
    };
    res.on('finish', () => {
      deps.logger.log(res.statusCode >= 500 ? 'error' : 'info', 'request', {
        method: req.method,
        url: loggableUrl(url),
        status: res.statusCode,
        ms: Number(process.hrtime.bigint() - started) / 1e6,
        ...(exchange.cacheState ? { cache: exchange.cacheState } : {}),
      });
    });
    const secure = (deps.hsts ?? false) || isSecureRequest('encrypted' in req.socket);
    for (const [name, value] of Object.entries(securityHeaders({ secure, dev: deps.dev ?? false })))
      res.setHeader(name, value);
    try {
      await dispatch(routes, exchange);
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
