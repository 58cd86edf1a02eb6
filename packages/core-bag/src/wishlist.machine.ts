import { z } from 'zod';
import { and, assign, enqueueActions, fromPromise, setup } from 'xstate';
import { errorOf, outputOf } from './actor-events.js';
import {
  WishlistProductSchema,
  WishlistSchema,
  type Wishlist,
  type WishlistProduct,
} from './entities/wishlist.schema.js';
import {
  ALREADY_IN_WISHLIST,
  addLocalWishlistId,
  pickSuggestions,
  removeLocalWishlistId,
  suggestionPoolSize,
  suggestionSource,
  wishlistIds,
  type NoveltiesSlider,
} from './wishlist-rules.js';

export const DEFAULT_WISHLIST_TIMEOUT_MS = 15_000;

export type WishlistOperation =
  'load' | 'add' | 'remove' | 'undo' | 'share' | 'merge' | 'suggestions' | 'loadShared';

export interface WishlistFailure {
  operation: WishlistOperation;
  kind: 'alreadyInWishlist' | 'timeout' | 'malformed' | 'failed';
  error?: unknown;
}

export interface WishlistContext {
  loggedIn: boolean;
  /** The logged user's server list. */
  wishlist: Wishlist | null;
  /** A guest's product ids, kept locally by the caller (see wishlist.localIdsChanged). */
  localIds: string[];
  /** Removed product ids, newest first, for undo. */
  undo: string[];
  copyWishlist: boolean;
  shareToken: string | null;
  suggestions: WishlistProduct[];
  sharedWishlist: Wishlist | null;
  /** A shared wishlist that failed to load: the page shows the 404 error page. */
  sharedNotFound: boolean;
  /** The message to show, for example 'Product is already in wishlist'. */
  error: string | null;
  failure: WishlistFailure | null;
  operation: WishlistOperation | null;
  pendingProductId: string | null;
  pendingCategoryId: string | null;
  pendingSharedId: string | null;
  timeoutMs: number;
}

export interface WishlistMachineInput {
  loggedIn?: boolean;
  localIds?: string[];
  timeoutMs?: number;
}

export type WishlistEvent =
  | { type: 'LOAD' }
  | { type: 'ADD'; productId: string }
  | { type: 'REMOVE'; productId: string }
  | { type: 'UNDO'; productId: string }
  | { type: 'TOGGLE_COPY' }
  | { type: 'SHARE' }
  | { type: 'LOGIN' }
  | { type: 'LOGOUT' }
  | { type: 'LOAD_SUGGESTIONS'; slider: NoveltiesSlider | null }
  | { type: 'LOAD_SHARED'; id: string };

export type WishlistEmitted =
  { type: 'wishlist.localIdsChanged'; ids: string[] } | { type: 'wishlist.shared'; token: string };

/** Inputs and outputs of the named actors the caller provides (WishlistPort calls). */
export interface WishlistActorInputs {
  loadWishlist: Record<string, never>;
  addProduct: { productId: string };
  removeProduct: { productId: string };
  getShareToken: Record<string, never>;
  shareWishlist: { token: string };
  mergeAnonymous: { productIds: string[] };
  loadCategoryProducts: { categoryId: string; limit: number };
  loadSharedWishlist: { id: string };
}
export interface WishlistActorOutputs {
  loadWishlist: Wishlist;
  addProduct: Wishlist;
  removeProduct: Wishlist;
  getShareToken: string;
  shareWishlist: void;
  mergeAnonymous: Wishlist;
  loadCategoryProducts: WishlistProduct[];
  loadSharedWishlist: Wishlist;
}
type WishlistActorName = keyof WishlistActorInputs;

function notProvided<N extends WishlistActorName>(name: N) {
  return fromPromise<WishlistActorOutputs[N], WishlistActorInputs[N]>(() =>
    Promise.reject(new Error(`wishlistMachine: actor "${name}" was not provided`)),
  );
}

const ProductListSchema = z.array(WishlistProductSchema);

function mentionsAlreadyInWishlist(error: unknown): boolean {
  const text = JSON.stringify(error instanceof Error ? { message: error.message } : (error ?? ''));
  return text.toLowerCase().includes(ALREADY_IN_WISHLIST.toLowerCase());
}

const ON_TIMEOUT = {
  operationTimeout: { target: '#wishlist.ready.failed', actions: 'recordTimeout' },
} as const;
const ON_ERROR = { target: '#wishlist.ready.failed', actions: 'recordRejection' } as const;
const ON_MALFORMED = { target: '#wishlist.ready.failed', actions: 'recordMalformed' } as const;
const TO_IDLE = '#wishlist.ready.idle';

/**
 * Spec 2, 4.5: a server wishlist for logged users, local ids for guests, an undo list, the
 * copy toggle, sharing by token, the merge on login and suggestions. Like the bag, it does
 * one back-end call at a time and ignores operations that arrive meanwhile.
 */
export const wishlistMachine = setup({
  types: {
    context: {} as WishlistContext,
    events: {} as WishlistEvent,
    input: {} as WishlistMachineInput,
    emitted: {} as WishlistEmitted,
  },
  actors: {
    loadWishlist: notProvided('loadWishlist'),
    addProduct: notProvided('addProduct'),
    removeProduct: notProvided('removeProduct'),
    getShareToken: notProvided('getShareToken'),
    shareWishlist: notProvided('shareWishlist'),
    mergeAnonymous: notProvided('mergeAnonymous'),
    loadCategoryProducts: notProvided('loadCategoryProducts'),
    loadSharedWishlist: notProvided('loadSharedWishlist'),
  },
  delays: {
    operationTimeout: ({ context }) => context.timeoutMs,
  },
  guards: {
    loggedIn: ({ context }) => context.loggedIn,
    hasLocalIds: ({ context }) => context.localIds.length > 0,
    alreadyInWishlist: ({ context, event }) =>
      event.type === 'ADD' &&
      (context.loggedIn ? wishlistIds(context.wishlist) : context.localIds).includes(
        event.productId,
      ),
    inUndo: ({ context, event }) => event.type === 'UNDO' && context.undo.includes(event.productId),
    suggestsOwnProducts: ({ event }) =>
      event.type === 'LOAD_SUGGESTIONS' && suggestionSource(event.slider).kind === 'products',
    suggestsCategory: ({ event }) =>
      event.type === 'LOAD_SUGGESTIONS' && suggestionSource(event.slider).kind === 'category',
    outputIsWishlist: ({ event }) => WishlistSchema.safeParse(outputOf(event)).success,
    outputIsToken: ({ event }) => {
      const token = outputOf(event);
      return typeof token === 'string' && token !== '';
    },
    outputIsProductList: ({ event }) => ProductListSchema.safeParse(outputOf(event)).success,
  },
  actions: {
    begin: assign(({ event }, params: { operation: WishlistOperation }) => ({
      operation: params.operation,
      failure: null,
      error: null,
      pendingProductId: 'productId' in event ? event.productId : null,
    })),
    storeWishlist: assign(({ event }) => ({ wishlist: WishlistSchema.parse(outputOf(event)) })),
    rejectDuplicate: assign({
      error: ALREADY_IN_WISHLIST,
      failure: { operation: 'add', kind: 'alreadyInWishlist' },
    }),
    addLocal: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'ADD' && event.type !== 'UNDO') return;
      const { ids } = addLocalWishlistId(context.localIds, event.productId);
      enqueue.assign({
        localIds: ids,
        undo: context.undo.filter((id) => id !== event.productId),
        error: null,
      });
      enqueue.emit({ type: 'wishlist.localIdsChanged', ids });
    }),
    removeLocal: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'REMOVE' || !context.localIds.includes(event.productId)) return;
      const ids = removeLocalWishlistId(context.localIds, event.productId);
      enqueue.assign({ localIds: ids, undo: [event.productId, ...context.undo] });
      enqueue.emit({ type: 'wishlist.localIdsChanged', ids });
    }),
    rememberRemoval: assign(({ context }) =>
      context.pendingProductId === null
        ? {}
        : {
            undo: [
              context.pendingProductId,
              ...context.undo.filter((id) => id !== context.pendingProductId),
            ],
          },
    ),
    forgetUndo: assign(({ context }) => ({
      undo: context.undo.filter((id) => id !== context.pendingProductId),
    })),
    toggleCopy: assign(({ context }) => ({ copyWishlist: !context.copyWishlist })),
    storeToken: assign(({ event }) => ({ shareToken: String(outputOf(event)) })),
    announceShare: enqueueActions(({ context, enqueue }) => {
      if (context.shareToken !== null)
        enqueue.emit({ type: 'wishlist.shared', token: context.shareToken });
    }),
    logIn: assign({ loggedIn: true }),
    logOut: assign({ loggedIn: false, wishlist: null, undo: [], shareToken: null }),
    clearLocalIds: enqueueActions(({ enqueue }) => {
      enqueue.assign({ localIds: [] });
      enqueue.emit({ type: 'wishlist.localIdsChanged', ids: [] });
    }),
    useSliderProducts: assign(({ context, event }) => {
      if (event.type !== 'LOAD_SUGGESTIONS') return {};
      const source = suggestionSource(event.slider);
      return source.kind === 'products'
        ? { suggestions: pickSuggestions(source.products, currentIds(context)) }
        : {};
    }),
    rememberCategory: assign(({ event }) => {
      if (event.type !== 'LOAD_SUGGESTIONS') return {};
      const source = suggestionSource(event.slider);
      return { pendingCategoryId: source.kind === 'category' ? source.categoryId : null };
    }),
    storeSuggestions: assign(({ context, event }) => ({
      suggestions: pickSuggestions(ProductListSchema.parse(outputOf(event)), currentIds(context)),
    })),
    rememberShared: assign(({ event }) =>
      event.type === 'LOAD_SHARED' ? { pendingSharedId: event.id, sharedNotFound: false } : {},
    ),
    storeShared: assign(({ event }) => ({
      sharedWishlist: WishlistSchema.parse(outputOf(event)),
      sharedNotFound: false,
    })),
    recordRejection: assign(({ context, event }) => {
      const error = errorOf(event);
      const operation = context.operation ?? 'load';
      const already = mentionsAlreadyInWishlist(error);
      return {
        failure: {
          operation,
          kind: already ? ('alreadyInWishlist' as const) : ('failed' as const),
          error,
        },
        error: already ? ALREADY_IN_WISHLIST : context.error,
        sharedNotFound: operation === 'loadShared' ? true : context.sharedNotFound,
      };
    }),
    recordTimeout: assign(({ context }) => ({
      failure: { operation: context.operation ?? 'load', kind: 'timeout' as const },
      sharedNotFound: context.operation === 'loadShared' ? true : context.sharedNotFound,
    })),
    recordMalformed: assign(({ context, event }) => ({
      failure: {
        operation: context.operation ?? 'load',
        kind: 'malformed' as const,
        error: outputOf(event),
      },
      sharedNotFound: context.operation === 'loadShared' ? true : context.sharedNotFound,
    })),
  },
}).createMachine({
  id: 'wishlist',
  context: ({ input }) => ({
    loggedIn: input.loggedIn ?? false,
    wishlist: null,
    localIds: input.localIds ?? [],
    undo: [],
    copyWishlist: false,
    shareToken: null,
    suggestions: [],
    sharedWishlist: null,
    sharedNotFound: false,
    error: null,
    failure: null,
    operation: null,
    pendingProductId: null,
    pendingCategoryId: null,
    pendingSharedId: null,
    timeoutMs: input.timeoutMs ?? DEFAULT_WISHLIST_TIMEOUT_MS,
  }),
  initial: 'ready',
  states: {
    ready: {
      initial: 'idle',
      on: {
        LOAD: { guard: 'loggedIn', target: '#wishlist.busy.loading' },
        ADD: [
          { guard: 'alreadyInWishlist', target: '.failed', actions: 'rejectDuplicate' },
          { guard: 'loggedIn', target: '#wishlist.busy.adding' },
          { target: '.idle', actions: 'addLocal' },
        ],
        REMOVE: [
          { guard: 'loggedIn', target: '#wishlist.busy.removing' },
          { target: '.idle', actions: 'removeLocal' },
        ],
        UNDO: [
          { guard: and(['inUndo', 'loggedIn']), target: '#wishlist.busy.restoring' },
          { guard: 'inUndo', target: '.idle', actions: 'addLocal' },
        ],
        TOGGLE_COPY: { actions: 'toggleCopy' },
        SHARE: { guard: 'loggedIn', target: '#wishlist.busy.sharing' },
        LOGIN: [
          { guard: 'hasLocalIds', target: '#wishlist.busy.merging', actions: 'logIn' },
          { target: '#wishlist.busy.loading', actions: 'logIn' },
        ],
        LOGOUT: { target: '.idle', actions: 'logOut' },
        LOAD_SUGGESTIONS: [
          { guard: 'suggestsOwnProducts', target: '.idle', actions: 'useSliderProducts' },
          {
            guard: 'suggestsCategory',
            target: '#wishlist.busy.loadingSuggestions',
            actions: 'rememberCategory',
          },
        ],
        LOAD_SHARED: { target: '#wishlist.busy.loadingShared', actions: 'rememberShared' },
      },
      states: {
        idle: {},
        /** Unlocked, with the failure in context; every operation is allowed again. */
        failed: {},
      },
    },
    busy: {
      initial: 'loading',
      states: {
        loading: {
          entry: { type: 'begin', params: { operation: 'load' } },
          invoke: {
            id: 'loadWishlist',
            src: 'loadWishlist',
            input: () => ({}),
            onDone: [
              { guard: 'outputIsWishlist', target: TO_IDLE, actions: 'storeWishlist' },
              ON_MALFORMED,
            ],
            onError: ON_ERROR,
          },
          after: ON_TIMEOUT,
        },
        adding: {
          entry: { type: 'begin', params: { operation: 'add' } },
          invoke: {
            id: 'addProduct',
            src: 'addProduct',
            input: ({ context }) => ({ productId: context.pendingProductId ?? '' }),
            onDone: [
              { guard: 'outputIsWishlist', target: TO_IDLE, actions: 'storeWishlist' },
              ON_MALFORMED,
            ],
            onError: ON_ERROR,
          },
          after: ON_TIMEOUT,
        },
        removing: {
          entry: { type: 'begin', params: { operation: 'remove' } },
          invoke: {
            id: 'removeProduct',
            src: 'removeProduct',
            input: ({ context }) => ({ productId: context.pendingProductId ?? '' }),
            onDone: [
              {
                guard: 'outputIsWishlist',
                target: TO_IDLE,
                actions: ['storeWishlist', 'rememberRemoval'],
              },
              ON_MALFORMED,
            ],
            onError: ON_ERROR,
          },
          after: ON_TIMEOUT,
        },
        restoring: {
          entry: { type: 'begin', params: { operation: 'undo' } },
          invoke: {
            id: 'addProduct',
            src: 'addProduct',
            input: ({ context }) => ({ productId: context.pendingProductId ?? '' }),
            onDone: [
              {
                guard: 'outputIsWishlist',
                target: TO_IDLE,
                actions: ['storeWishlist', 'forgetUndo'],
              },
              ON_MALFORMED,
            ],
            onError: ON_ERROR,
          },
          after: ON_TIMEOUT,
        },
        sharing: {
          entry: { type: 'begin', params: { operation: 'share' } },
          initial: 'fetchingToken',
          states: {
            fetchingToken: {
              invoke: {
                id: 'getShareToken',
                src: 'getShareToken',
                input: () => ({}),
                onDone: [
                  { guard: 'outputIsToken', target: 'posting', actions: 'storeToken' },
                  ON_MALFORMED,
                ],
                onError: ON_ERROR,
              },
              after: ON_TIMEOUT,
            },
            posting: {
              invoke: {
                id: 'shareWishlist',
                src: 'shareWishlist',
                input: ({ context }) => ({ token: context.shareToken ?? '' }),
                onDone: { target: TO_IDLE, actions: 'announceShare' },
                onError: ON_ERROR,
              },
              after: ON_TIMEOUT,
            },
          },
        },
        merging: {
          entry: { type: 'begin', params: { operation: 'merge' } },
          initial: 'posting',
          states: {
            posting: {
              invoke: {
                id: 'mergeAnonymous',
                src: 'mergeAnonymous',
                input: ({ context }) => ({ productIds: context.localIds }),
                onDone: [
                  {
                    guard: 'outputIsWishlist',
                    target: TO_IDLE,
                    actions: ['storeWishlist', 'clearLocalIds'],
                  },
                  { target: 'refreshing' },
                ],
                // Spec 2, 4.1: a failed wishlist merge refreshes the wishlist.
                onError: { target: 'refreshing' },
              },
              after: { operationTimeout: { target: 'refreshing' } },
            },
            refreshing: {
              invoke: {
                id: 'loadWishlist',
                src: 'loadWishlist',
                input: () => ({}),
                onDone: [
                  { guard: 'outputIsWishlist', target: TO_IDLE, actions: 'storeWishlist' },
                  ON_MALFORMED,
                ],
                onError: ON_ERROR,
              },
              after: ON_TIMEOUT,
            },
          },
        },
        loadingSuggestions: {
          entry: { type: 'begin', params: { operation: 'suggestions' } },
          invoke: {
            id: 'loadCategoryProducts',
            src: 'loadCategoryProducts',
            input: ({ context }) => ({
              categoryId: context.pendingCategoryId ?? '',
              limit: suggestionPoolSize(currentIds(context)),
            }),
            onDone: [
              { guard: 'outputIsProductList', target: TO_IDLE, actions: 'storeSuggestions' },
              ON_MALFORMED,
            ],
            onError: ON_ERROR,
          },
          after: ON_TIMEOUT,
        },
        loadingShared: {
          entry: { type: 'begin', params: { operation: 'loadShared' } },
          invoke: {
            id: 'loadSharedWishlist',
            src: 'loadSharedWishlist',
            input: ({ context }) => ({ id: context.pendingSharedId ?? '' }),
            onDone: [
              { guard: 'outputIsWishlist', target: TO_IDLE, actions: 'storeShared' },
              ON_MALFORMED,
            ],
            onError: ON_ERROR,
          },
          after: ON_TIMEOUT,
        },
      },
    },
  },
});

function currentIds(context: WishlistContext): string[] {
  return context.loggedIn ? wishlistIds(context.wishlist) : context.localIds;
}

export type WishlistMachine = typeof wishlistMachine;
