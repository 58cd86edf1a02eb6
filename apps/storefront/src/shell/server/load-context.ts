import { siteInfo, type SiteCode, type SiteSettings } from '@atelier/core-catalogue';
import type { CardContext } from './cards.js';
import type { Services } from './services.js';
import type { SiteLinks } from './site-links.js';
import type { ShellView } from '../view-types.js';

export interface LoadContext {
  services: Services;
  site: SiteCode;
  params: Record<string, string>;
  search: Record<string, string>;
  /** The path of the request, without query. */
  path: string;
  platform: 'WEB' | 'APP';
  loggedIn: boolean;
  /**
   * A cookie of the request. Only pages that are never HTML-cached may read it (the bag, the
   * checkout, the account): a cached page's HTML is shared by everyone of its key. Absent
   * (loaders' tests): the request has no cookies.
   */
  cookie?: (name: string) => string | undefined;
  shell: ShellView;
  /** The site's internal links in their canonical form (categories by their menu trail). */
  links: SiteLinks;
}

/** A page that does not exist: the data hook turns it into the 404 error page. */
export class NotFound extends Error {
  constructor(message = 'Not found') {
    super(message);
    this.name = 'NotFound';
  }
}

/** Anything the back-ends or rules say does not exist (404, 203 'no item', 410, 400 codes). */
export function isNotFoundError(error: unknown): boolean {
  if (error instanceof NotFound) return true;
  if (typeof error !== 'object' || error === null) return false;
  const e = error as { status?: unknown; name?: unknown };
  if (e.name === 'ListingNotFound' || e.name === 'LandingNotFoundError') return true;
  return e.status === 404 || e.status === 410 || e.status === 203 || e.status === 400;
}

export async function cardContext(
  ctx: LoadContext,
): Promise<{ card: CardContext; settings: SiteSettings }> {
  const settings = await ctx.services.content.site(ctx.site);
  return { settings, card: { site: ctx.site, locale: siteInfo(ctx.site).locale, settings } };
}
