import {
  FILTER_GROUPS,
  LISTING_ORDERS,
  filterSlugs,
  indexedListing,
  listedProducts,
  listingIndex,
  pageCount as countPages,
  pageOf,
  productMatchesFilters,
  productsPerPage,
  slugify,
  type FilterGroup,
  type FilterSlugs,
  type CategoryFilters,
  type ListingIndex,
  type ListingOrder,
  type Product,
  type SiteSettings,
} from '@atelier/core-catalogue';
import { toCard, type CardContext } from '../../../shell/server/cards.js';
import {
  formatFilterPath,
  groupKey,
  readFilterSegments,
  toggleSelection,
  type FilterSelection,
  type SelectionGroup,
} from '../filter-path.js';
import { listingPageHref } from '../listing-href.js';
import { toPriceFilter, type PriceRangeView } from './price-ranges.js';
import type { FacetView, ListingPageView } from '../catalogue-view.js';

/** Grids never get the back-end's 9999 default page: that would be one giant page. */
export const SSR_PAGE_SIZE = 24;

export function listingPageSize(settings: SiteSettings): number {
  const size = productsPerPage(settings);
  return size > 96 ? SSR_PAGE_SIZE : size;
}

export function parseOrder(value: string | null | undefined): ListingOrder {
  return (LISTING_ORDERS as readonly string[]).includes(value ?? '')
    ? (value as ListingOrder)
    : 'selection';
}

type FacetValues = Map<FilterGroup, Map<string, { label: string; count: number }>>;

// Listed products and their facet values depend only on the product list (cached and
// shared between requests) and the platform: computed once per list, not per render.
const facetMemo = new WeakMap<Product[], Map<string, { listed: Product[]; values: FacetValues }>>();

function facetsOf(
  products: Product[],
  platform: 'WEB' | 'APP',
): { listed: Product[]; values: FacetValues } {
  let byPlatform = facetMemo.get(products);
  if (!byPlatform) {
    byPlatform = new Map();
    facetMemo.set(products, byPlatform);
  }
  const found = byPlatform.get(platform);
  if (found) return found;
  const listed = listedProducts(products, { blacklist: [], platform });
  const values: FacetValues = new Map();
  for (const group of FILTER_GROUPS) values.set(group, new Map());
  for (const product of listed) {
    for (const group of FILTER_GROUPS) {
      for (const value of product.classifications[group] ?? []) {
        const map = values.get(group);
        const slug = slugify(value);
        if (!map || slug === '') continue;
        const entry = map.get(slug) ?? { label: value, count: 0 };
        entry.count += 1;
        map.set(slug, entry);
      }
    }
  }
  const result = { listed, values };
  byPlatform.set(platform, result);
  return result;
}

// The rest of a listing's per-request work that depends only on the cached list, memoised
// with it (a category page render spent about 4% of its CPU here): each price range's count,
// each group's values in label order, and the filtered and ordered list of a selection.
const priceCounts = new WeakMap<Product[], Map<string, number>>();

function priceCount(listed: Product[], range: PriceRangeView): number {
  let counts = priceCounts.get(listed);
  if (!counts) {
    counts = new Map();
    priceCounts.set(listed, counts);
  }
  const filter = toPriceFilter(range);
  const key = JSON.stringify(filter);
  let count = counts.get(key);
  if (count === undefined) {
    const only = { price: [filter] };
    count = listed.filter((product) => productMatchesFilters(product, only)).length;
    counts.set(key, count);
  }
  return count;
}

type FacetEntries = [string, { label: string; count: number }][];
const sortedValues = new WeakMap<Map<string, { label: string; count: number }>, FacetEntries>();

function valuesByLabel(values: Map<string, { label: string; count: number }> | undefined) {
  if (!values) return [];
  let sorted = sortedValues.get(values);
  if (!sorted) {
    sorted = [...values.entries()].sort((a, b) => a[1].label.localeCompare(b[1].label));
    sortedValues.set(values, sorted);
  }
  return sorted;
}

// A listed list is never changed once made (facetsOf keeps it), so it is indexed once and
// each selection is listed from its index
// (docs/adr/0059-a-catalogue-indexed-once-for-its-listings.md): at 100k products a selection
// takes about a tenth of filterProducts and sortProducts on the products.
const indexes = new WeakMap<Product[], ListingIndex<Product>>();

function indexOf(listed: Product[]): ListingIndex<Product> {
  let index = indexes.get(listed);
  if (!index) {
    index = listingIndex(listed);
    indexes.set(listed, index);
  }
  return index;
}

/** Selections kept per list: a crawler walking every filter path must not grow it unbounded. */
const MAX_SELECTIONS_PER_LIST = 64;
const ordered = new WeakMap<Product[], Map<string, Product[]>>();

function filteredAndOrdered(
  listed: Product[],
  filters: CategoryFilters,
  order: ListingOrder,
): Product[] {
  let bySelection = ordered.get(listed);
  if (!bySelection) {
    bySelection = new Map();
    ordered.set(listed, bySelection);
  }
  const key = `${order} ${JSON.stringify(filters)}`;
  let found = bySelection.get(key);
  if (!found) {
    found = indexedListing(indexOf(listed), filters, order);
    if (bySelection.size >= MAX_SELECTIONS_PER_LIST)
      bySelection.delete(bySelection.keys().next().value!);
    bySelection.set(key, found);
  }
  return found;
}

/**
 * The price group: ranges in the content's order, counted over the category's listed products
 * like the other groups; a range no product falls in is left out unless it is selected.
 */
function priceFacet(
  listed: Product[],
  ranges: readonly PriceRangeView[],
  selection: FilterSelection,
  pathFor: (selection: FilterSelection) => string,
): FacetView {
  return {
    group: 'price',
    options: ranges
      .map((range) => {
        return {
          label: range.label,
          slug: range.id,
          count: priceCount(listed, range),
          active: selection.price?.includes(range.id) ?? false,
          href: pathFor(toggleSelection(selection, 'price', range.id)),
        };
      })
      .filter((option) => option.count > 0 || option.active),
  };
}

export class ListingNotFound extends Error {
  override name = 'ListingNotFound';
}

/**
 * The two-way map between the listing's values and their address segments in the site's
 * language (docs/product/catalogue.md §3.4): the category's values named as the filters show
 * them, and its price ranges by id.
 */
function slugsOf(
  values: FacetValues,
  ranges: readonly PriceRangeView[],
  name: (group: FilterGroup, value: string) => string,
  groupName: (group: SelectionGroup) => string | undefined,
): FilterSlugs {
  return filterSlugs([
    ...FILTER_GROUPS.map((group) => ({
      key: groupKey(group),
      name: groupName(group),
      values: [...(values.get(group) ?? [])].map(([code, { label }]) => ({
        code,
        name: name(group, label),
      })),
    })),
    {
      key: groupKey('price'),
      name: groupName('price'),
      values: ranges.map(({ id }) => ({ code: id })),
    },
  ]);
}

/**
 * One page of a category: products listed for the platform, filtered by the address's filter
 * segments (which must name values the category has, in the site's form or the code form),
 * ordered, then sliced. Throws ListingNotFound for unknown filter values and for pages that do
 * not exist. `filterPath` is the segments in the site's form: where it differs from the
 * address asked, the page answers with a redirect.
 */
export function buildListing(input: {
  products: Product[];
  filters: readonly string[];
  order: ListingOrder;
  page: number;
  basePath: string;
  query: string;
  settings: SiteSettings;
  card: CardContext;
  platform: 'WEB' | 'APP';
  /** The category's price ranges (content), offered as the last filter group. */
  priceRanges?: readonly PriceRangeView[];
  /**
   * The name a filter shows for a value (the back-end sends codes: `gold`, `crossbody`); the
   * options are ordered by it. Without it, the value as the back-end sends it.
   */
  valueName?: (group: FilterGroup, value: string) => string;
  /** The name a filter group shows (`Piedra`); without it, the group's code. */
  groupName?: (group: SelectionGroup) => string | undefined;
}): ListingPageView {
  const name = input.valueName ?? ((_group: FilterGroup, value: string) => value);
  const byName = new Intl.Collator(input.card.locale);
  const { listed, values } = facetsOf(input.products, input.platform);
  const ranges = input.priceRanges ?? [];
  const addresses = slugsOf(values, ranges, name, input.groupName ?? (() => undefined));
  const selection = readFilterSegments(input.filters, addresses);
  if (!selection) throw new ListingNotFound(`Unknown filter in ${input.filters.join('/')}`);
  const filters: CategoryFilters = {};
  for (const group of FILTER_GROUPS) {
    const slugs = selection[group];
    if (!slugs) continue;
    filters[group] = slugs.map((slug) => {
      const found = values.get(group)?.get(slug);
      if (!found) throw new ListingNotFound(`Unknown filter ${group}-${slug}`);
      return found.label;
    });
  }
  if (selection.price) {
    filters.price = selection.price.map((id) => {
      const range = ranges.find((r) => r.id === id);
      if (!range) throw new ListingNotFound(`Unknown filter price-${id}`);
      return toPriceFilter(range);
    });
  }
  const filtered = filteredAndOrdered(listed, filters, input.order);
  const pageSize = listingPageSize(input.settings);
  const pages = Math.max(1, countPages(filtered.length, pageSize));
  let slice: Product[];
  try {
    slice = pageOf(filtered, input.page - 1, pageSize);
  } catch {
    throw new ListingNotFound('Requested page does not exist');
  }
  const filterPath = formatFilterPath(selection, addresses);
  const pathFor = (next: FilterSelection) => {
    const path = formatFilterPath(next, addresses);
    return `${input.basePath}${path ? `/${path}` : ''}${input.query}`;
  };
  const listingPath = `${input.basePath}${filterPath ? `/${filterPath}` : ''}`;
  return {
    cards: slice.map((product) => toCard(product, input.card)),
    facets: [
      ...FILTER_GROUPS.filter((group) => group !== 'size').map((group) => ({
        group,
        options: valuesByLabel(values.get(group))
          .map(([slug, { label, count }]) => ({
            label: name(group, label),
            slug,
            count,
            active: selection[group]?.includes(slug) ?? false,
            href: pathFor(toggleSelection(selection, group, slug)),
          }))
          .sort((a, b) => byName.compare(a.label, b.label)),
      })),
      priceFacet(listed, ranges, selection, pathFor),
    ].filter((facet) => facet.options.length > 1 || facet.options.some((o) => o.active)),
    order: input.order,
    page: input.page,
    pageCount: pages,
    pageSize,
    total: filtered.length,
    filterPath,
    path: listingPath,
    query: input.query,
    previous: input.page > 1 ? listingPageHref(listingPath, input.query, input.page - 1) : null,
    next: input.page < pages ? listingPageHref(listingPath, input.query, input.page + 1) : null,
  };
}
