import { renderPage } from 'vike/server';
import {
  siteInfo,
  STUDIO_LINE_FALLBACK_SITE,
  DEFAULT_SITE_CODE,
  type SiteCode,
} from '@atelier/core-catalogue';
import { loadErrorViews } from '../data/error-view.js';
import type { Services } from '../data/services.js';
import { loadShell } from '../data/shell.js';
import type { ShellView } from '../data/view-types.js';
import type { AppDeps, RenderInput } from './app.js';
import type { Logger } from './logger.js';
import { pagePathOf } from './page-url.js';

/**
 * The site whose header, footer and error texts a request shows: the one in the path; for
 * unknown site codes the default site (or the studio line on the sister-brand host), so
 * the 404 page still has a header and footer. `/` has none: the picker stands alone.
 */
export function layoutSiteOf(input: RenderInput, sisterBrandHost: string | null): SiteCode | null {
  if (input.request.site) return input.request.site;
  if (pagePathOf(input.urlOriginal) === '/') return null;
  const host = String(input.headersOriginal['host'] ?? '');
  return sisterBrandHost && host.includes(sisterBrandHost)
    ? STUDIO_LINE_FALLBACK_SITE
    : DEFAULT_SITE_CODE;
}

export function createVikeRenderer(
  services: Services,
  logger: Logger,
  sisterBrandHost: string | null,
): AppDeps['render'] {
  return async (input) => {
    const site = layoutSiteOf(input, sisterBrandHost);
    let shell: ShellView | null = null;
    if (site) {
      try {
        shell = await loadShell(services, site, input.request);
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
      errorViews,
    });
    const response = pageContext.httpResponse;
    if (pageContext.errorWhileRendering) {
      logger.log('error', 'render failed', {
        url: input.urlOriginal,
        error: pageContext.errorWhileRendering,
      });
    }
    const contentType = response.headers.find(
      ([name]) => name.toLowerCase() === 'content-type',
    )?.[1];
    return {
      status: response.statusCode,
      contentType: contentType ?? 'text/html; charset=utf-8',
      body: await response.getBody(),
      headers: response.headers.filter(([name]) => name.toLowerCase() !== 'content-type'),
    };
  };
}
