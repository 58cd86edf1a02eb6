import { contentLink, lookLink, type LookPageRef, type SiteCode } from '@atelier/core-catalogue';
import type { Services } from './services.js';

/**
 * Every link the content makes, built one way (issue 32.3: the home page linked looks by their
 * id, a 404, since look pages are reached by their translated slug). Made once per page load:
 * the site's look pages are read at the first look link and kept for the rest of the page.
 */
export interface ContentLinks {
  /** A link the content wrote ('/c/7'), under the site; null for none. */
  href(link: string | null | undefined): string | null;
  /** The page of the look a module or product names by id; null when it has none on the site. */
  look(lookId: string | null | undefined): Promise<string | null>;
}

export function contentLinks(services: Pick<Services, 'content'>, site: SiteCode): ContentLinks {
  let pages: Promise<LookPageRef[]> | null = null;
  const lookPages = () =>
    (pages ??= services.content.shopTheLooks(site).then(
      (looks) => looks.map(({ look, slug }) => ({ id: look.id, slug })),
      // Without the list a look link cannot be proven to resolve: no link rather than a 404.
      () => [],
    ));
  return {
    href: (link) => contentLink(site, link),
    async look(lookId) {
      return lookId ? lookLink(site, lookId, await lookPages()) : null;
    },
  };
}
