import { render } from 'vike/abort';
import type { PageContextServer } from 'vike/types';
import { isSiteCode } from '@atelier/core-catalogue';
import { isBackendUnavailable } from './backend-fault.js';
import { isNotFoundError, type LoadContext } from './load-context.js';
import { pageSearch } from './page-query.js';
import { siteLinks } from './site-links.js';

function loadContextOf(pageContext: PageContextServer): LoadContext {
  const site = pageContext.routeParams['lang'] ?? '';
  if (!isSiteCode(site) || !pageContext.shell || !pageContext.startup)
    throw render(404, 'Unknown site');
  return {
    services: pageContext.services,
    site,
    params: pageContext.routeParams,
    search: pageSearch(pageContext.urlParsed.search),
    path: pageContext.urlPathname,
    platform: pageContext.request.platform,
    loggedIn: pageContext.request.loggedIn,
    cookie: (name) => pageContext.request.cookies[name],
    shell: pageContext.shell,
    links: siteLinks(site, pageContext.startup.common),
  };
}

/**
 * Runs a page loader; anything that does not exist becomes the 404 error page, a back-end
 * that is down or broken the server-error page with 503.
 */
export async function runLoader<T>(
  pageContext: PageContextServer,
  loader: (ctx: LoadContext) => Promise<T> | T,
): Promise<T> {
  const ctx = loadContextOf(pageContext);
  try {
    return await loader(ctx);
  } catch (error) {
    if (isNotFoundError(error))
      throw render(404, error instanceof Error ? error.message : 'Not found');
    if (isBackendUnavailable(error)) throw render(503, 'A back-end is unavailable');
    throw error;
  }
}
