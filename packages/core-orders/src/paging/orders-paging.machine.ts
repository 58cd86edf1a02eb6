import { assign, fromPromise, setup } from 'xstate';
import {
  isLastPage,
  ORDERS_PAGE_SIZE,
  parseOrdersPage,
  type OrdersKind,
  type OrdersPage,
  type PagedOrder,
} from './orders-paging.js';

export interface OrdersPagingInput {
  kind: OrdersKind;
  /** 20 for the orders lists; LATEST_ORDERS_COUNT for the latest orders of the account home. */
  pageSize?: number;
}

/** What the caller's fetchOrdersPage actor receives (page is 0-based). */
export interface FetchOrdersPageInput {
  kind: OrdersKind;
  page: number;
  pageSize: number;
}

export type OrdersPagingError = 'requestFailed' | 'malformedResponse';

export interface OrdersPagingContext {
  kind: OrdersKind;
  pageSize: number;
  orders: PagedOrder[];
  /** The total the server last announced; null before the first page. */
  total: number | null;
  /** The page the next request asks for. */
  nextPage: number;
  /** The page just received, checked before it is kept; 'malformed' when it was not a page. */
  received: OrdersPage | 'malformed' | null;
  error: OrdersPagingError | null;
  cause: unknown;
}

export type OrdersPagingEvent =
  /** Load from the first page (again). */
  | { type: 'LOAD' }
  /** Load the next page (infinite scroll or "see more"). */
  | { type: 'LOAD_MORE' }
  /** Ask again for the page that failed. */
  | { type: 'RETRY' };

export const FETCH_ORDERS_PAGE_ID = 'fetchOrdersPage';

/**
 * Online or store orders, page by page until the total or an empty page. The machine only
 * decides; the caller provides `fetchOrdersPage` with `machine.provide({ actors })`.
 */
export const ordersPagingMachine = setup({
  types: {
    context: {} as OrdersPagingContext,
    events: {} as OrdersPagingEvent,
    input: {} as OrdersPagingInput,
  },
  actors: {
    fetchOrdersPage: fromPromise<unknown, FetchOrdersPageInput>(() =>
      Promise.reject(new Error('Provide fetchOrdersPage with machine.provide({ actors })')),
    ),
  },
  guards: {
    receivedMalformedPage: ({ context }) => context.received === 'malformed',
    receivedLastPage: ({ context }) =>
      context.received !== null &&
      context.received !== 'malformed' &&
      isLastPage(context.orders.length, context.received),
  },
  actions: {
    startOver: assign({
      orders: [],
      total: null,
      nextPage: 0,
      received: null,
      error: null,
      cause: undefined,
    }),
    clearError: assign({ error: null, cause: undefined }),
    keepReceivedPage: assign(({ context }) => {
      const page = context.received;
      if (page === null || page === 'malformed') return {};
      return {
        orders: [...context.orders, ...page.orders],
        total: page.total,
        nextPage: context.nextPage + 1,
        received: null,
      };
    }),
    rejectMalformedPage: assign({ error: 'malformedResponse', received: null }),
  },
}).createMachine({
  id: 'ordersPaging',
  context: ({ input }) => ({
    kind: input.kind,
    pageSize: input.pageSize ?? ORDERS_PAGE_SIZE,
    orders: [],
    total: null,
    nextPage: 0,
    received: null,
    error: null,
    cause: undefined,
  }),
  initial: 'idle',
  on: {
    LOAD: { target: '.loading', actions: 'startOver' },
  },
  states: {
    idle: {},
    loading: {
      entry: 'clearError',
      invoke: {
        id: FETCH_ORDERS_PAGE_ID,
        src: 'fetchOrdersPage',
        input: ({ context }) => ({
          kind: context.kind,
          page: context.nextPage,
          pageSize: context.pageSize,
        }),
        onDone: {
          target: 'checkingPage',
          actions: assign({
            received: ({ context, event }) =>
              parseOrdersPage(context.kind, event.output) ?? 'malformed',
          }),
        },
        onError: {
          target: 'failure',
          actions: assign({ error: 'requestFailed', cause: ({ event }) => event.error }),
        },
      },
    },
    checkingPage: {
      always: [
        { guard: 'receivedMalformedPage', target: 'failure', actions: 'rejectMalformedPage' },
        { guard: 'receivedLastPage', target: 'complete', actions: 'keepReceivedPage' },
        { target: 'ready', actions: 'keepReceivedPage' },
      ],
    },
    ready: {
      on: { LOAD_MORE: 'loading' },
    },
    complete: {},
    failure: {
      on: { RETRY: 'loading' },
    },
  },
});
