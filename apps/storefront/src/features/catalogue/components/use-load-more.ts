import { useEffect, useState } from 'react';
import type { ListingPageView } from '../catalogue-view.js';
import type { CardView } from '../../../shell/view-types.js';

/**
 * `Load more` under a server-rendered listing page: fetches the next pages' cards from the
 * listing API (same filters and order) and appends them. A new listing (filter, order or
 * page navigation) starts over.
 */
export function useLoadMore(listing: ListingPageView, site: string, categoryId: string) {
  const [more, setMore] = useState<CardView[]>([]);
  const [page, setPage] = useState(listing.page);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    setMore([]);
    setPage(listing.page);
  }, [listing]);

  async function loadMore() {
    if (loading) return;
    setLoading(true);
    try {
      const params = new URLSearchParams({
        page: String(page + 1),
        order: listing.order,
        filters: listing.filterPath,
      });
      const response = await fetch(`/api/listing/${site}/${categoryId}?${params.toString()}`);
      if (response.ok) {
        const next = (await response.json()) as { cards: CardView[]; page: number };
        setMore((cards) => [...cards, ...next.cards]);
        setPage(next.page);
      }
    } finally {
      setLoading(false);
    }
  }

  return { cards: [...listing.cards, ...more], page, loading, loadMore };
}
