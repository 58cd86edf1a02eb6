import {
  CALL_TIMEOUT_MS,
  callActor,
  callStateFor,
  failureParams,
  notProvided,
  type CallFailure,
  type CallOptions,
} from '@atelier/core-catalogue';
import { assign, fromPromise, setup } from 'xstate';
import {
  isLastPage,
  ORDERS_PAGE_SIZE,
  ordersPageSchema,
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

export type OrdersPagingError = 'requestFailed' | 'malformedResponse' | 'timedOut';

export interface OrdersPagingContext {
  kind: OrdersKind;
  pageSize: number;
  orders: PagedOrder[];
  /** The total the server last announced; null before the first page. */
  total: number | null;
  /** The page the next request asks for. */
  nextPage: number;
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

const ERROR_OF: Record<CallFailure<unknown>['kind'], OrdersPagingError> = {
  rejected: 'requestFailed',
  malformed: 'malformedResponse',
  timeout: 'timedOut',
};

const callState = callStateFor<OrdersPagingContext, OrdersPagingEvent>();
const withPage = ({ event }: { event: { output: OrdersPage } }) => ({ page: event.output });

/**
 * Online or store orders, page by page until the total or an empty page. The machine only
 * decides; the caller provides `fetchOrdersPage` (ordersPagingActors builds it: the page is
 * parsed there, once) with `machine.provide({ actors })`. A request that never answers fails
 * after the kernel's call timeout (ADR 0003).
 */
export const ordersPagingMachine = setup({
  types: {
    context: {} as OrdersPagingContext,
    events: {} as OrdersPagingEvent,
    input: {} as OrdersPagingInput,
  },
  actors: {
    fetchOrdersPage: fromPromise<OrdersPage, FetchOrdersPageInput>(
      notProvided('ordersPagingMachine', FETCH_ORDERS_PAGE_ID),
    ),
  },
  delays: { callTimeout: CALL_TIMEOUT_MS },
  guards: {
    endsTheList: ({ context }, params: { page: OrdersPage }) =>
      isLastPage(context.orders.length, params.page),
  },
  actions: {
    startOver: assign({ orders: [], total: null, nextPage: 0, error: null, cause: undefined }),
    clearError: assign({ error: null, cause: undefined }),
    keepPage: assign(({ context }, params: { page: OrdersPage }) => ({
      orders: [...context.orders, ...params.page.orders],
      total: params.page.total,
      nextPage: context.nextPage + 1,
    })),
    fail: assign(({ event }, params: { failure: CallFailure<unknown> }) => ({
      error: ERROR_OF[params.failure.kind],
      cause: 'error' in event ? event.error : undefined,
    })),
  },
}).createMachine({
  id: 'ordersPaging',
  context: ({ input }) => ({
    kind: input.kind,
    pageSize: input.pageSize ?? ORDERS_PAGE_SIZE,
    orders: [],
    total: null,
    nextPage: 0,
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
      ...callState({
        src: 'fetchOrdersPage',
        input: ({ context }) => ({
          kind: context.kind,
          page: context.nextPage,
          pageSize: context.pageSize,
        }),
        onDone: [
          {
            guard: { type: 'endsTheList', params: withPage },
            target: 'complete',
            actions: { type: 'keepPage', params: withPage },
          },
          { target: 'ready', actions: { type: 'keepPage', params: withPage } },
        ],
        onFailure: {
          target: 'failure',
          actions: { type: 'fail', params: failureParams(() => 'requestFailed') },
        },
      }),
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

/**
 * The paging machine's actor over the caller's page call: it passes the actor's signal, and
 * parses the answer as a page of the kind asked for (a page that is not one is malformed).
 */
export function ordersPagingActors(
  fetchPage: (input: FetchOrdersPageInput, options: Required<CallOptions>) => Promise<unknown>,
) {
  return {
    fetchOrdersPage: callActor({
      call: fetchPage,
      answer: (input: FetchOrdersPageInput) => ordersPageSchema(input.kind),
      classify: () => 'requestFailed' as const,
    }),
  };
}
