import { useEffect, useState } from 'react';
import { navigate } from 'vike/client/router';
import { usePageContext } from 'vike-react/usePageContext';
import { useData } from 'vike-react/useData';
import { LISTING_ORDERS } from '@atelier/core-catalogue';
import { Breadcrumbs } from '../../src/components/Breadcrumbs.js';
import { ProductGrid } from '../../src/components/ProductCard.js';
import { labelFor } from '../../src/components/facet-labels.js';
import { tagLabels } from '../../src/components/tag-labels.js';
import type { CardView } from '../../src/data/view-types.js';
import type { Data } from './+data.js';

const ORDER_LABELS: Record<string, string> = {
  selection: 'Selection',
  highestPrice: 'Price ↓',
  lowestPrice: 'Price ↑',
  novelties: 'New',
};

export default function Page() {
  const data = useData<Data>();
  const { shell } = usePageContext();
  const labels = shell?.labels ?? {};
  const listing = data.listing;
  const [more, setMore] = useState<CardView[]>([]);
  const [page, setPage] = useState(listing.page);
  const [loading, setLoading] = useState(false);
  // A new listing (filter, order or page change) starts over.
  useEffect(() => {
    setMore([]);
    setPage(listing.page);
  }, [listing]);

  const pathWithFilters = `${data.basePath}${listing.filterPath ? `/${listing.filterPath}` : ''}`;

  async function loadMore() {
    setLoading(true);
    try {
      const params = new URLSearchParams({
        page: String(page + 1),
        order: listing.order,
        filters: listing.filterPath,
      });
      const response = await fetch(
        `/api/listing/${shell?.site ?? ''}/${data.categoryId}?${params.toString()}`,
      );
      if (response.ok) {
        const next = (await response.json()) as { cards: CardView[]; page: number };
        setMore((cards) => [...cards, ...next.cards]);
        setPage(next.page);
      }
    } finally {
      setLoading(false);
    }
  }

  const active = listing.facets.flatMap((facet) =>
    facet.options.filter((o) => o.active).map((o) => ({ ...o, group: facet.group })),
  );
  const shown = listing.cards.length + more.length;
  const cellLabel = (type: string) =>
    type === 'Look' ? (labels['shopTheLook'] ?? 'Look') : (labels['novelties'] ?? '');
  return (
    <div className="sf-container">
      <Breadcrumbs items={data.breadcrumbs} label="Breadcrumb" />
      <h1 className="sf-h1">{data.title}</h1>
      {data.description && data.description !== data.title && (
        <p className="sf-muted">{data.description}</p>
      )}
      <div className="sf-toolbar">
        <div className="sf-filters" role="group" aria-label="Filters">
          {listing.facets.map((facet) => (
            <details key={facet.group}>
              <summary>{labelFor(labels, facet.group)}</summary>
              <ul>
                {facet.options.map((option) => (
                  <li key={option.slug}>
                    <a
                      className="sf-filter-option"
                      href={option.href}
                      data-testid="filter-option"
                      data-group={facet.group}
                      data-value={option.slug}
                      aria-current={option.active ? 'true' : undefined}
                      rel="nofollow"
                      onClick={(event) => {
                        // Vike's router handles the link; close the open menu first.
                        (
                          event.currentTarget.closest('details') as HTMLDetailsElement | null
                        )?.removeAttribute('open');
                      }}
                    >
                      <span>{option.label}</span>
                      <span className="sf-muted">{option.count}</span>
                    </a>
                  </li>
                ))}
              </ul>
            </details>
          ))}
        </div>
        <div className="sf-sort">
          <label htmlFor="sort-select">{labels['sortBy'] ?? 'Sort by'}</label>
          <select
            id="sort-select"
            data-testid="sort-select"
            value={listing.order}
            onChange={(event) => {
              const order = event.currentTarget.value;
              const params = order === 'selection' ? '' : `?order=${order}`;
              void navigate(`${pathWithFilters}${params}`);
            }}
          >
            {LISTING_ORDERS.map((order) => (
              <option key={order} value={order}>
                {labels[order] ?? ORDER_LABELS[order]}
              </option>
            ))}
          </select>
        </div>
      </div>
      {active.length > 0 && (
        <div className="sf-active-filters">
          {active.map((option) => (
            <a
              key={`${option.group}-${option.slug}`}
              className="sf-chip"
              href={option.href}
              rel="nofollow"
            >
              {option.label} ×
            </a>
          ))}
        </div>
      )}
      <p className="sf-muted" data-testid="result-count" aria-live="polite">
        {listing.total} {labels['products'] ?? 'products'}
      </p>
      <ProductGrid
        cards={[...listing.cards, ...more]}
        tagLabels={tagLabels(labels)}
        cells={data.cells.map((cell) => ({ ...cell, label: cellLabel(cell.type) }))}
      />
      <div className="sf-loadmore">
        <p className="sf-muted">
          {shown} / {listing.total}
        </p>
        {page < listing.pageCount && (
          <button
            className="sf-button secondary"
            type="button"
            data-testid="load-more"
            disabled={loading}
            onClick={() => void loadMore()}
          >
            {labels['loadMore'] ?? 'Load more'}
          </button>
        )}
        <nav className="sf-pagination" aria-label="Pagination">
          {listing.previous && (
            <a href={listing.previous} rel="prev">
              <span className="sf-flip">←</span> {listing.page - 1}
            </a>
          )}
          <span>
            {listing.page} / {listing.pageCount}
          </span>
          {listing.next && (
            <a href={listing.next} rel="next">
              {listing.page + 1} <span className="sf-flip">→</span>
            </a>
          )}
        </nav>
      </div>
    </div>
  );
}
