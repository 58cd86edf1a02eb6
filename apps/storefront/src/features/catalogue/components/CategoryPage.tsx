import { Button, LoadMore, ProductGrid, SortSelect } from '@atelier/ui';
import { SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { navigate } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';
import { useData } from 'vike-react/useData';
import { formatNumber, LISTING_ORDERS } from '@atelier/core-catalogue';
import { CategoryFilters } from './CategoryFilters.js';
import { withTemplateCells } from './category-cells.js';
import styles from './category.module.css';
import { useLoadMore } from './use-load-more.js';
import { labelText, numbersInLocale } from '../../../shell/label-text.js';
import { cardCells, useCardSettings } from './product-cards.js';
import { SiteBreadcrumbs } from '../../../shell/components/site-breadcrumbs.js';
import { listingPageHref } from '../listing-href.js';
import type { CategoryData } from '../catalogue-view.js';
import { later } from '../../../shell/components/later.js';

// The page links below the grid: server-rendered, hydrated from their own chunk
// (./listing-more.ts).
const below = import.meta.env.SSR ? await import('./listing-more.js') : null;
const Pagination = later(below?.Pagination ?? null, () =>
  import('./listing-more.js').then((m) => m.Pagination),
);

const FiltersDrawer = lazy(() => import('./FiltersDrawer.js'));

const ORDER_FALLBACKS: Record<string, string> = {
  selection: 'Our selection',
  highestPrice: 'Price: high to low',
  lowestPrice: 'Price: low to high',
  novelties: 'New in',
};

/**
 * A category: server-rendered page `?page=n` of the filtered, ordered listing (SEO URLs for
 * filters, real prev/next links), with `load more` appending the next pages in place.
 */
export function CategoryPage() {
  const data = useData<CategoryData>();
  const { shell } = usePageContext();
  const labels = shell?.labels ?? {};
  const locale = shell?.locale ?? 'en';
  const settings = useCardSettings();
  const { listing } = data;
  const more = useLoadMore(listing, shell?.site ?? '', data.categoryId);
  const shown = (listing.page - 1) * listing.pageSize + more.cards.length;
  const [filtersOpen, setFiltersOpen] = useState(false);
  const go = (href: string) => {
    setFiltersOpen(false);
    void navigate(href);
  };
  const filtersLabel = labelText(labels, 'filters', 'Filters');
  const activeCount = listing.facets.reduce(
    (count, facet) => count + facet.options.filter((o) => o.active).length,
    0,
  );
  const filters = (
    <CategoryFilters
      facets={listing.facets}
      labels={labels}
      clearHref={`${data.basePath}${listing.query}`}
      onNavigate={go}
    />
  );
  const cells = withTemplateCells(cardCells(more.cards, settings), data.cells, {
    shopTheLook: labelText(labels, 'shopTheLook', 'Shop the look'),
    pieces: (n) => labelText(labels, 'lookPieces', '{n} pieces', numbersInLocale({ n }, locale)),
  });
  return (
    <div className="sf-container">
      <SiteBreadcrumbs items={data.breadcrumbs} />
      <h1 className="sf-h1">{data.title}</h1>
      {data.description && data.description !== data.title && (
        <p className="sf-muted">{data.description}</p>
      )}
      <div className={styles.layout}>
        <aside className={styles.desktopFilters} aria-label={filtersLabel}>
          {/* The filter groups are h3s: their section needs its h2 (heading order). */}
          <h2 className="sf-visually-hidden">{filtersLabel}</h2>
          {filters}
        </aside>
        <div>
          <div className={styles.toolbar}>
            {/* Phones: the filters in a drawer, so the grid starts on the first screen. */}
            <span className={styles.mobileOnly}>
              <Button variant="secondary" onPress={() => setFiltersOpen(true)}>
                <SlidersHorizontal size={16} aria-hidden="true" />
                {filtersLabel}
                {activeCount > 0 ? ` (${formatNumber(activeCount, locale)})` : ''}
              </Button>
            </span>
            <p className={styles.count} data-testid="result-count" aria-live="polite">
              {formatNumber(listing.total, locale)} {labelText(labels, 'products', 'products')}
            </p>
            <SortSelect
              label={labelText(labels, 'sortBy', 'Sort by')}
              value={listing.order}
              options={LISTING_ORDERS.map((order) => ({
                value: order,
                label: labelText(labels, order, ORDER_FALLBACKS[order] ?? order),
              }))}
              onChange={(order) =>
                go(listingPageHref(listing.path, order === 'selection' ? '' : `?order=${order}`, 1))
              }
            />
          </div>
          {/* The cards' names are h3s, under the h1 of the page through this h2. */}
          <h2 className="sf-visually-hidden">{labelText(labels, 'products', 'products')}</h2>
          <ProductGrid
            cells={cells}
            label={data.title}
            loadingCount={more.loading ? 4 : 0}
            emptyTitle={labelText(labels, 'noProducts', 'No products found')}
          />
          <div className={styles.more}>
            {listing.total > 0 && (
              <LoadMore
                shown={shown}
                total={listing.total}
                isLoading={more.loading}
                onLoadMore={() => void more.loadMore()}
                buttonLabel={labelText(labels, 'loadMore', 'Load more')}
                statusLabel={(s, t) =>
                  labelText(
                    labels,
                    'showingProducts',
                    'Showing {shown} of {total} products',
                    numbersInLocale({ shown: s, total: t }, locale),
                  )
                }
              />
            )}
            <Suspense fallback={null}>
              <Pagination
                page={listing.page}
                totalPages={listing.pageCount}
                hrefFor={(n) => listingPageHref(listing.path, listing.query, n)}
                label={labelText(labels, 'pagination', 'Pages')}
                previousLabel={labelText(labels, 'previousPage', 'Previous page')}
                nextLabel={labelText(labels, 'nextPage', 'Next page')}
                pageLabel={(n) =>
                  labelText(labels, 'pageNumber', 'Page {n}', numbersInLocale({ n }, locale))
                }
              />
            </Suspense>
          </div>
        </div>
      </div>
      {filtersOpen && (
        <Suspense fallback={null}>
          <FiltersDrawer
            title={filtersLabel}
            closeLabel={labelText(labels, 'close', 'Close')}
            onClose={() => setFiltersOpen(false)}
          >
            {filters}
          </FiltersDrawer>
        </Suspense>
      )}
    </div>
  );
}
