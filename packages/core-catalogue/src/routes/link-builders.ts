import type { SiteCode } from '../sites/site-codes.js';
import { slugify } from './slugify.js';

/** '/' + the slugified nested category slugs + '/c/' + id, all lower case. */
export function categoryPath(slugs: string[], categoryId: string): string {
  const parts = slugs.map(slugify).filter((part) => part !== '');
  const prefix = parts.length > 0 ? `/${parts.join('/')}` : '';
  return `${prefix}/c/${categoryId}`.toLowerCase();
}

export interface CategoryLinkSource {
  slug?: string | null;
  text: string;
}

/** A category's slug, or its text slugified when it has none. */
export function categorySlug(category: CategoryLinkSource): string {
  return category.slug && category.slug.trim() !== '' ? category.slug : slugify(category.text);
}

export function categoryLink(
  site: SiteCode,
  trail: readonly CategoryLinkSource[],
  categoryId: string,
): string {
  return `/${site}${categoryPath(trail.map(categorySlug), categoryId)}`;
}

/** Material links: '/{slug}' or '/{parentSlug}/{slug}'. */
export function materialPath(slug: string, parentSlug?: string | null): string {
  return parentSlug ? `/${parentSlug}/${slug}` : `/${slug}`;
}

/** The commerce back-end gives product urls without the site: '/{site}{productUrl}'. */
export function productPath(site: SiteCode, productUrl: string): string {
  return `/${site}${productUrl.startsWith('/') ? productUrl : `/${productUrl}`}`;
}

/** Postal-code region files live at '/postalcodes/{countryCode}.json'. */
export function postalCodesFilePath(countryCode: string): string {
  return `/postalcodes/${countryCode}.json`;
}

/** Blog links: the content-system link without its host, under '/blog'. */
export function blogPathFromContentLink(link: string): string {
  const withoutHost = link.replace(/^(?:[a-z][a-z0-9+.-]*:)?\/\/[^/?#]*/i, '');
  const path = withoutHost === '' || withoutHost.startsWith('/') ? withoutHost : `/${withoutHost}`;
  if (path === '/blog' || path.startsWith('/blog/')) return path;
  return `/blog${path === '/' ? '' : path}`;
}

export function blogLink(site: SiteCode, contentLink: string): string {
  return `/${site}${blogPathFromContentLink(contentLink)}`;
}

/**
 * Links the content writes are site-relative ('/c/7'); absolute and site-prefixed ones are kept.
 * Null for no link, so a module without one renders without an anchor.
 */
export function contentLink(site: SiteCode, link: string | null | undefined): string | null {
  if (!link) return null;
  if (/^https?:\/\//.test(link) || link.startsWith(`/${site}/`) || link === `/${site}`) return link;
  return `/${site}${link.startsWith('/') ? link : `/${link}`}`;
}

/** A look page of the site: the look's id and the slug its page has in the site's language. */
export interface LookPageRef {
  id: string;
  slug: string;
}

/**
 * The address of the look a module or product names by its id (docs/product/routes.md §1:
 * '/{lang}/shopthelook/{slug}', the slug translated per language, docs/product/content.md §1.3).
 * Null when the look has no page on the site: a link there would be a 404 (issue 32.3).
 */
export function lookLink(
  site: SiteCode,
  lookId: string | null | undefined,
  pages: readonly LookPageRef[],
): string | null {
  if (!lookId) return null;
  const page = pages.find((candidate) => candidate.id === lookId && candidate.slug !== '');
  return page ? `/${site}/shopthelook/${encodeURIComponent(page.slug)}` : null;
}
