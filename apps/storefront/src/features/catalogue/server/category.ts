import { pageFromQuery, wrongCategorySlugRedirect } from '@atelier/core-catalogue';
import { redirect } from 'vike/abort';
import { buildListing, parseOrder } from './category-listing.js';
import { filterGroupNames, filterValueNames } from './filter-value-names.js';
import type { CategoryData } from '../catalogue-view.js';
import { templateCells } from './template-cells.js';
import type { BreadcrumbView } from '../../../shell/view-types.js';
import { filterSegments } from '../filter-path.js';
import {
  cardContext,
  isNotFoundError,
  NotFound,
  type LoadContext,
} from '../../../shell/server/load-context.js';
import { priceRangeViews } from './price-ranges.js';
import { breadcrumbJsonLd, seo } from '../../../shell/seo.js';

function fallbackPage(ctx: LoadContext, id: string) {
  const menuText = ctx.shell.menus
    .flatMap((menu) => menu.items)
    .find((item) => item.href.replace(/\/$/, '').endsWith(`/c/${id}`))?.text;
  const title = menuText ?? id;
  return {
    title,
    description: '',
    seo: { title, description: '' },
    gridTemplate: [],
    modules: [],
    priceRanges: [],
  };
}

/** Category page: content (title, SEO, grid cells) plus one page of the filtered listing. */
export async function loadCategory(ctx: LoadContext): Promise<CategoryData> {
  const id = ctx.params['id'] ?? '';
  const filters = filterSegments(ctx.params['filters']);
  if (!filters || !/^[\w-]+$/.test(id)) throw new NotFound('Malformed category path');
  const [content, products, { card, settings }] = await Promise.all([
    ctx.services.content.categoryPage(ctx.site, id).catch((error: unknown) => {
      if (isNotFoundError(error)) return null;
      throw error;
    }),
    ctx.services.listings.categoryProducts(ctx.site, id),
    cardContext(ctx),
  ]);
  // A category the shop sells but the content system has no page for still lists its
  // products, titled as the menu names it; with neither, it does not exist.
  if (!content && products.length === 0) throw new NotFound(`No category ${id}`);
  const page = content ?? fallbackPage(ctx, id);
  const category = ctx.links.category(id, page.title);
  const basePath = category.path;
  const query =
    ctx.search['order'] && parseOrder(ctx.search['order']) !== 'selection'
      ? `?order=${parseOrder(ctx.search['order'])}`
      : '';
  const pageNumber = pageFromQuery(ctx.search['page']);
  const listing = buildListing({
    products,
    filters,
    order: parseOrder(ctx.search['order']),
    page: pageNumber,
    basePath,
    query,
    settings,
    card,
    platform: ctx.platform,
    priceRanges: priceRangeViews(page.priceRanges, {
      locale: card.locale,
      currency: ctx.shell.currency,
      labels: ctx.shell.labels,
    }),
    valueName: filterValueNames(ctx.shell.labels, card.locale),
    groupName: filterGroupNames(ctx.shell.labels),
  });
  const filtered = `${basePath}${listing.filterPath ? `/${listing.filterPath}` : ''}`;
  // Other slugs than the category's own, or filters in the code form or another order: one
  // address a page (issue 30; docs/product/catalogue.md §3.4), the query kept.
  const elsewhere =
    wrongCategorySlugRedirect(ctx.path, filtered) ??
    (filters.join('/') === listing.filterPath ? null : filtered);
  if (elsewhere) {
    const query = new URLSearchParams(ctx.search).toString();
    throw redirect(query ? `${elsewhere}?${query}` : elsewhere, 301);
  }
  const canonical = `${filtered}${pageNumber > 1 ? `?page=${pageNumber}` : ''}`;
  const breadcrumbs: BreadcrumbView[] = [
    { text: ctx.shell.labels['home'] ?? 'Home', href: `/${ctx.site}/` },
    ...category.above,
    { text: page.title, href: basePath },
  ];
  return {
    categoryId: id,
    title: page.title,
    description: page.description,
    basePath,
    listing,
    // Irregular cells only on the first page of the unfiltered grid, where their index means something.
    cells:
      pageNumber === 1 && !listing.filterPath ? await templateCells(ctx, page, products, card) : [],
    breadcrumbs,
    seo: seo({
      title: page.seo.title || page.title,
      description: page.seo.description || page.description,
      canonicalPath: canonical,
      alternatePath: listing.filterPath || pageNumber > 1 ? null : `/c/${id}`,
      prev: listing.previous,
      next: listing.next,
      jsonLd: [breadcrumbJsonLd(ctx.services.origin, breadcrumbs)],
    }),
  };
}
