import { assign, emit, fromPromise, setup } from 'xstate';
import { failureParams, type CallFailure } from '../kernel/machines/call-failure.js';
import { CALL_TIMEOUT_MS, callStateFor } from '../kernel/machines/call-state.js';
import { notProvided } from '../kernel/machines/not-provided.js';
import {
  toggleFilter,
  togglePriceRange,
  type CategoryFilters,
  type FilterGroup,
  type PriceRangeFilter,
} from '../products/filter-products.js';
import type { ListingOrder } from '../products/sort-products.js';
import { viewItemListPayload, type ViewItemListPayload } from '../products/view-item-list.js';
import { listingView, type ListingProduct } from './listing-view.js';

export interface CategoryListingInput {
  categoryId: string;
  listName: string;
  pageSize: number;
  filters?: CategoryFilters;
  order?: ListingOrder;
}

export interface CategoryListingContext {
  categoryId: string;
  listName: string;
  products: ListingProduct[];
  filters: CategoryFilters;
  order: ListingOrder;
  page: number;
  pageSize: number;
  /** Why the products could not be loaded: the error's message, malformed or timeout. */
  failure: CallFailure<string> | null;
}

export type CategoryListingEvent =
  | { type: 'TOGGLE_FILTER'; group: FilterGroup; value: string }
  | { type: 'TOGGLE_PRICE'; range: PriceRangeFilter }
  | { type: 'CLEAR_FILTERS' }
  | { type: 'SET_ORDER'; order: ListingOrder }
  | { type: 'LOAD_MORE' }
  | { type: 'RETRY' };

export type CategoryListingEmitted = { type: 'viewItemList'; payload: ViewItemListPayload };

/** The back-end default when no usable page size is configured. */
export const DEFAULT_PAGE_SIZE = 9999;

export interface LoadCategoryProductsInput {
  categoryId: string;
}

/** A rejection's reason as the listing shows it: the error's own message. */
function failureMessage(error: unknown): string {
  return error instanceof Error && error.message !== ''
    ? error.message
    : 'Loading the category failed';
}

const callState = callStateFor<CategoryListingContext, CategoryListingEvent>();

function viewItemList(context: CategoryListingContext): CategoryListingEmitted {
  const { all } = listingView(context);
  return {
    type: 'viewItemList',
    payload: viewItemListPayload(all, { id: context.categoryId, name: context.listName }),
  };
}

/**
 * A category grid: loads its products through the `loadCategoryProducts` actor (given up after
 * the kernel's call timeout, ADR 0003), then filters, orders and pages them in memory. Any
 * change of filters or order goes back to page 0 and emits a view-item-list event with the
 * first 12 products.
 */
export const categoryListingMachine = setup({
  types: {
    context: {} as CategoryListingContext,
    events: {} as CategoryListingEvent,
    input: {} as CategoryListingInput,
    emitted: {} as CategoryListingEmitted,
  },
  actors: {
    loadCategoryProducts: fromPromise<ListingProduct[], LoadCategoryProductsInput>(
      notProvided('categoryListingMachine', 'loadCategoryProducts'),
    ),
  },
  delays: { callTimeout: CALL_TIMEOUT_MS },
  guards: {
    hasMorePages: ({ context }) => listingView(context).hasMore,
  },
  actions: {
    toggleFilter: assign(({ context, event }) =>
      event.type === 'TOGGLE_FILTER'
        ? { filters: toggleFilter(context.filters, event.group, event.value), page: 0 }
        : {},
    ),
    togglePrice: assign(({ context, event }) =>
      event.type === 'TOGGLE_PRICE'
        ? { filters: togglePriceRange(context.filters, event.range), page: 0 }
        : {},
    ),
    clearFilters: assign({ filters: {}, page: 0 }),
    setOrder: assign(({ event }) =>
      event.type === 'SET_ORDER' ? { order: event.order, page: 0 } : {},
    ),
    nextPage: assign(({ context }) => ({ page: context.page + 1 })),
    takeProducts: assign((_, params: { products: ListingProduct[] }) => ({
      products: params.products,
      page: 0,
      failure: null,
    })),
    recordFailure: assign((_, params: { failure: CallFailure<string> }) => ({
      failure: params.failure,
    })),
    emitViewItemList: emit(({ context }) => viewItemList(context)),
  },
}).createMachine({
  id: 'categoryListing',
  context: ({ input }) => ({
    categoryId: input.categoryId,
    listName: input.listName,
    products: [],
    filters: input.filters ?? {},
    order: input.order ?? 'selection',
    page: 0,
    pageSize:
      Number.isInteger(input.pageSize) && input.pageSize > 0 ? input.pageSize : DEFAULT_PAGE_SIZE,
    failure: null,
  }),
  initial: 'loading',
  states: {
    loading: callState({
      src: 'loadCategoryProducts',
      input: ({ context }) => ({ categoryId: context.categoryId }),
      onDone: {
        target: 'ready',
        actions: [
          {
            type: 'takeProducts',
            params: ({ event }: { event: { output: ListingProduct[] } }) => ({
              products: event.output,
            }),
          },
          'emitViewItemList',
        ],
      },
      onFailure: {
        target: 'failed',
        actions: { type: 'recordFailure', params: failureParams(failureMessage) },
      },
    }),
    failed: {
      on: { RETRY: { target: 'loading' } },
    },
    ready: {
      on: {
        TOGGLE_FILTER: { actions: ['toggleFilter', 'emitViewItemList'] },
        TOGGLE_PRICE: { actions: ['togglePrice', 'emitViewItemList'] },
        CLEAR_FILTERS: { actions: ['clearFilters', 'emitViewItemList'] },
        SET_ORDER: { actions: ['setOrder', 'emitViewItemList'] },
        LOAD_MORE: { guard: 'hasMorePages', actions: 'nextPage' },
      },
    },
  },
});
