// The error pages' content of a site, read from the content system with the shell; the
// built-in texts (../error-view.ts) when it fails too.
import type { ErrorPage } from '@atelier/adapters-cms';
import type { SiteCode } from '@atelier/core-catalogue';
import { FALLBACK_ERROR_VIEWS as FALLBACK, type ErrorView } from '../error-view.js';
import type { Services } from './services.js';

function toView(page: ErrorPage, vertical: 'main' | 'suot'): ErrorView {
  return {
    title: vertical === 'suot' ? page.labels.suotTitle : page.labels.title,
    description: page.labels.description,
    bgColor: page.bgColor,
    textColor: page.textColor,
    titleAlign: page.titleAlign,
    image: page.image,
    imageMobile: page.imageMobile,
    links: page.links.map((link) => ({ text: link.text, href: link.url })),
  };
}

/** Both error contents of a site; the built-in texts when the content system fails too. */
export async function loadErrorViews(
  services: Services,
  site: SiteCode,
  vertical: 'main' | 'suot',
): Promise<{ notFound: ErrorView; serverError: ErrorView }> {
  const [notFound, serverError] = await Promise.all([
    services.content
      .errorPage(site, 'notFound')
      .then((p) => toView(p, vertical))
      .catch(() => FALLBACK.notFound),
    services.content
      .errorPage(site, 'serverError')
      .then((p) => toView(p, vertical))
      .catch(() => FALLBACK.serverError),
  ]);
  return { notFound, serverError };
}
