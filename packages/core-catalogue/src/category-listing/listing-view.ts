import {
  filterProducts,
  type CategoryFilters,
  type FilterableProduct,
} from '../products/filter-products.js';
import { pageCount, pagesUpTo } from '../products/page-of.js';
import { sortProducts, type ListingOrder } from '../products/sort-products.js';

export interface ListingProduct extends FilterableProduct {
  id: string;
  name?: string;
  novelty?: boolean;
}

export interface ListingState {
  products: ListingProduct[];
  filters: CategoryFilters;
  order: ListingOrder;
  /** 0-based index of the last page loaded. */
  page: number;
  pageSize: number;
}

export interface ListingView<P extends ListingProduct = ListingProduct> {
  /** Filtered and sorted, every page. */
  all: P[];
  /** What the grid shows: pages 0..page. */
  shown: P[];
  total: number;
  hasMore: boolean;
}

export function listingView<P extends ListingProduct>(
  state: Omit<ListingState, 'products'> & { products: P[] },
): ListingView<P> {
  const all = sortProducts(filterProducts(state.products, state.filters), state.order);
  const pages = pageCount(all.length, state.pageSize);
  return {
    all,
    shown: pagesUpTo(all, Math.min(state.page, Math.max(pages - 1, 0)), state.pageSize),
    total: all.length,
    hasMore: state.page + 1 < pages,
  };
}
