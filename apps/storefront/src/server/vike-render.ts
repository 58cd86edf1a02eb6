import { loggableUrl } from './request-log.js';
import { renderPage } from 'vike/server';
import {
  siteInfo,
  STUDIO_LINE_FALLBACK_SITE,
  DEFAULT_SITE_CODE,
  type SiteCode,
} from '@atelier/core-catalogue';
import { loadErrorViews } from '../shell/server/error-views.js';
import type { Services } from '../shell/server/services.js';
import { consentAsked } from '../shell/consent.js';
import {
  withCommerceDialect,
  withCookieNoticeAsked,
  withLabelsInThePage,
} from '../shell/server/shell.js';
import { createShellViews } from '../shell/server/shell-views.js';
import { loadStartup, type StartupLoads } from '../shell/server/startup.js';
import type { ShellView } from '../shell/view-types.js';
import type { AppDeps, RenderInput } from './app.js';
import { withFirstPaintOrder, type FrameStylesheet } from './first-paint-order.js';
import type { Logger } from './logger.js';
import { offlineSiteOf } from '../shell/offline-site.js';
import { pagePathOf } from './page-url.js';

/**
 * The site whose header, footer and error texts a request shows: the one in the path; for
 * unknown site codes the default site (or the studio line on the sister-brand host), so
 * the 404 page still has a header and footer. `/` has none: the picker stands alone.
 */
export function layoutSiteOf(input: RenderInput, sisterBrandHost: string | null): SiteCode | null {
  if (input.request.site) return input.request.site;
  const path = pagePathOf(input.urlOriginal);
  if (path === '/') return null;
  const offline = offlineSiteOf(path);
  if (offline) return offline;
  const host = String(input.headersOriginal['host'] ?? '');
  return sisterBrandHost && host.includes(sisterBrandHost)
    ? STUDIO_LINE_FALLBACK_SITE
    : DEFAULT_SITE_CODE;
}

export function createVikeRenderer(
  services: Services,
  logger: Logger,
  sisterBrandHost: string | null,
  /** The frame's stylesheet, split into its inline part and a link at the body's end (ADR 0056). */
  frame?: FrameStylesheet,
): AppDeps['render'] {
  const shellView = createShellViews();
  return async (input) => {
    const site = layoutSiteOf(input, sisterBrandHost);
    let shell: ShellView | null = null;
    let startup: StartupLoads | null = null;
    if (site) {
      try {
        startup = await loadStartup(services, site, input.request);
        shell = shellView(startup, input.request, services.now());
        // Browser OCC clients speak the server's dialect (ADR 0035); the brand's is the default.
        const dialect = services.commerce(site).options.dialect;
        if (dialect !== 'extended') shell = withCommerceDialect(shell, dialect);
        // The offline pages are kept by the service worker and shown without a network:
        // their labels travel in the page, not in the labels file.
        const offline = offlineSiteOf(pagePathOf(input.urlOriginal)) !== null;
        if (offline) shell = withLabelsInThePage(shell);
        // The notice is drawn with the page for a visitor yet to decide (ADR 0061): on screen
        // at the first paint rather than after hydration (it was the bag page's LCP). Not in
        // the offline pages, which the service worker keeps and shows later to anyone.
        else if (consentAsked(input.request.cookies)) shell = withCookieNoticeAsked(shell);
      } catch (error) {
        logger.log('error', 'start-up loads failed', { site, error });
      }
    }
    const errorViews = await loadErrorViews(
      services,
      site ?? DEFAULT_SITE_CODE,
      site ? siteInfo(site).vertical : 'main',
    );
    const pageContext = await renderPage({
      urlOriginal: input.urlOriginal,
      headersOriginal: input.headersOriginal,
      services,
      request: input.request,
      shell,
      startup,
      startupFailed: site !== null && startup === null,
      errorViews,
    });
    const response = pageContext.httpResponse;
    if (pageContext.errorWhileRendering) {
      // The URL as the request log shows it (no share tokens, e-mails or usernames), and a
      // stack only for a real failure: a page that is not found is an answer, not an error.
      const failed = response.statusCode >= 500;
      const error = pageContext.errorWhileRendering;
      logger.log(failed ? 'error' : 'info', failed ? 'render failed' : 'page not rendered', {
        url: loggableUrl(input.urlOriginal),
        status: response.statusCode,
        error: failed ? error : error instanceof Error ? error.message : String(error),
      });
    }
    const contentType = response.headers.find(
      ([name]) => name.toLowerCase() === 'content-type',
    )?.[1];
    const body = await response.getBody();
    return {
      status: response.statusCode,
      contentType: contentType ?? 'text/html; charset=utf-8',
      body: contentType?.startsWith('application/json') ? body : withFirstPaintOrder(body, frame),
      headers: response.headers.filter(([name]) => name.toLowerCase() !== 'content-type'),
    };
  };
}
