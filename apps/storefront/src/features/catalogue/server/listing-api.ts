import { isSiteCode, siteInfo } from '@atelier/core-catalogue';
import { buildListing, parseOrder } from './category-listing.js';
import { filterSegments } from '../filter-path.js';
import { filterGroupNames, filterValueNames } from './filter-value-names.js';
import { isNotFoundError } from '../../../shell/server/load-context.js';
import { priceRangeViews } from './price-ranges.js';
import type { Services } from '../../../shell/server/services.js';
import { siteLinks } from '../../../shell/server/site-links.js';

const LISTING_PATH = /^\/api\/listing\/([a-z]{2}-[a-z]{2})\/([\w-]+)$/;

/**
 * `load more` of a category: the cards of one more page, for the same filters and order
 * the page was rendered with. JSON; null when the path is not this API.
 */
export async function listingApi(
  services: Services,
  pathname: string,
  search: URLSearchParams,
  platform: 'WEB' | 'APP',
): Promise<{ status: number; body: string } | null> {
  const match = LISTING_PATH.exec(pathname);
  if (!match) return null;
  const [, site = '', categoryId = ''] = match;
  const notFound = { status: 404, body: JSON.stringify({ error: 'not found' }) };
  if (!isSiteCode(site)) return notFound;
  const filters = filterSegments(search.get('filters') || undefined);
  const page = Number(search.get('page') ?? '1');
  if (!filters || !Number.isInteger(page) || page < 1) return notFound;
  try {
    const [category, products, settings, common, labels] = await Promise.all([
      services.content
        .categoryPage(site, categoryId)
        .catch(() => ({ title: categoryId, priceRanges: [] })),
      services.listings.categoryProducts(site, categoryId),
      services.content.site(site),
      services.content.siteCommon(site),
      // The filters come in the page's form, written from the names the labels give.
      services.content.labels(site),
    ]);
    const info = siteInfo(site);
    const listing = buildListing({
      products,
      filters,
      order: parseOrder(search.get('order')),
      page,
      basePath: siteLinks(site, common).category(categoryId, category.title).path,
      query: '',
      settings,
      card: { site, locale: info.locale, settings },
      platform,
      // Only the ranges' bounds matter for the cards; labels are the page's business.
      priceRanges: priceRangeViews(category.priceRanges, {
        locale: info.locale,
        currency: settings.currency || info.currency,
        labels: {},
      }),
      valueName: filterValueNames(labels, info.locale),
      groupName: filterGroupNames(labels),
    });
    return {
      status: 200,
      body: JSON.stringify({
        cards: listing.cards,
        page: listing.page,
        pageCount: listing.pageCount,
      }),
    };
  } catch (error) {
    if (isNotFoundError(error)) return notFound;
    throw error;
  }
}
