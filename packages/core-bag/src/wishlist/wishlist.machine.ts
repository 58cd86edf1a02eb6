import { and, assign, enqueueActions, setup } from 'xstate';
import { answerOf } from '../calls/call-actor.js';
import { failureOf } from '../calls/call-error.js';
import { callStateFor } from '../calls/call-state.js';
import { classifyWishlistError, placeholderWishlistActors } from './wishlist-actors.js';
import {
  ALREADY_IN_WISHLIST,
  addLocalWishlistId,
  pickSuggestions,
  removeLocalWishlistId,
  suggestionPoolSize,
  suggestionSource,
  wishlistIds,
} from './wishlist-rules.js';
import {
  DEFAULT_WISHLIST_TIMEOUT_MS,
  type WishlistActorInputs,
  type WishlistActorName,
  type WishlistActorOutputs,
  type WishlistContext,
  type WishlistEmitted,
  type WishlistEvent,
  type WishlistMachineInput,
  type WishlistOperation,
} from './wishlist.machine.types.js';

export { DEFAULT_WISHLIST_TIMEOUT_MS };
export type * from './wishlist.machine.types.js';

const answer = <N extends WishlistActorName>(event: { type: string }) =>
  answerOf<WishlistActorOutputs[N]>(event);

const TO_IDLE = '#wishlist.ready.idle';
const ON_FAILURE = { target: '#wishlist.ready.failed', actions: 'recordFailure' } as const;
const callState = callStateFor<WishlistContext>();
type Input<N extends WishlistActorName> = (args: {
  context: WishlistContext;
}) => WishlistActorInputs[N];
function call<const N extends WishlistActorName, const D>(src: N, input: Input<N>, onDone: D) {
  return callState({ src, input, onDone, onFailure: ON_FAILURE });
}
function callOr<const N extends WishlistActorName, const D, const F>(
  src: N,
  input: Input<N>,
  onDone: D,
  onFailure: F,
) {
  return callState({ src, input, onDone, onFailure });
}
const begin = (operation: WishlistOperation) => ({ type: 'begin', params: { operation } }) as const;
const productInput = ({ context }: { context: WishlistContext }) => ({
  productId: context.pendingProductId ?? '',
});

function currentIds(context: WishlistContext): string[] {
  return context.loggedIn ? wishlistIds(context.wishlist) : context.localIds;
}

/**
 * docs/product/wishlist.md §1.2: a server wishlist for logged users, local ids for guests, an undo
 * list, the copy toggle, sharing by token, the merge on login and suggestions. Like the bag, it
 * does one back-end call at a time and ignores operations that arrive meanwhile; each call is an
 * actor that parses its answer and classifies its failure (createWishlistActors), under the
 * `operationTimeout` delay, aborted when its state is left.
 */
export const wishlistMachine = setup({
  types: {
    context: {} as WishlistContext,
    events: {} as WishlistEvent,
    input: {} as WishlistMachineInput,
    emitted: {} as WishlistEmitted,
  },
  actors: placeholderWishlistActors(),
  delays: { operationTimeout: ({ context }) => context.timeoutMs },
  guards: {
    loggedIn: ({ context }) => context.loggedIn,
    hasLocalIds: ({ context }) => context.localIds.length > 0,
    alreadyInWishlist: ({ context, event }) =>
      event.type === 'ADD' && currentIds(context).includes(event.productId),
    inUndo: ({ context, event }) => event.type === 'UNDO' && context.undo.includes(event.productId),
    suggestsOwnProducts: ({ event }) =>
      event.type === 'LOAD_SUGGESTIONS' && suggestionSource(event.slider).kind === 'products',
    suggestsCategory: ({ event }) =>
      event.type === 'LOAD_SUGGESTIONS' && suggestionSource(event.slider).kind === 'category',
  },
  actions: {
    begin: assign(({ event }, params: { operation: WishlistOperation }) => ({
      operation: params.operation,
      failure: null,
      error: null,
      pendingProductId: 'productId' in event ? event.productId : null,
    })),
    storeWishlist: assign(({ event }) => ({ wishlist: answer<'loadWishlist'>(event) })),
    rejectDuplicate: assign({
      error: ALREADY_IN_WISHLIST,
      failure: { operation: 'add', kind: 'alreadyInWishlist' },
    }),
    addLocal: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'ADD' && event.type !== 'UNDO') return;
      const { ids } = addLocalWishlistId(context.localIds, event.productId);
      const undo = context.undo.filter((id) => id !== event.productId);
      enqueue.assign({ localIds: ids, undo, error: null });
      enqueue.emit({ type: 'wishlist.localIdsChanged', ids });
    }),
    removeLocal: enqueueActions(({ context, event, enqueue }) => {
      if (event.type !== 'REMOVE' || !context.localIds.includes(event.productId)) return;
      const ids = removeLocalWishlistId(context.localIds, event.productId);
      enqueue.assign({ localIds: ids, undo: [event.productId, ...context.undo] });
      enqueue.emit({ type: 'wishlist.localIdsChanged', ids });
    }),
    rememberRemoval: assign(({ context }) => {
      const removed = context.pendingProductId;
      if (removed === null) return {};
      return { undo: [removed, ...context.undo.filter((id) => id !== removed)] };
    }),
    forgetUndo: assign(({ context }) => ({
      undo: context.undo.filter((id) => id !== context.pendingProductId),
    })),
    toggleCopy: assign(({ context }) => ({ copyWishlist: !context.copyWishlist })),
    storeToken: assign(({ event }) => ({ shareToken: answer<'getShareToken'>(event) })),
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
      if (source.kind !== 'products') return {};
      return { suggestions: pickSuggestions(source.products, currentIds(context)) };
    }),
    rememberCategory: assign(({ event }) => {
      if (event.type !== 'LOAD_SUGGESTIONS') return {};
      const source = suggestionSource(event.slider);
      return { pendingCategoryId: source.kind === 'category' ? source.categoryId : null };
    }),
    storeSuggestions: assign(({ context, event }) => ({
      suggestions: pickSuggestions(answer<'loadCategoryProducts'>(event), currentIds(context)),
    })),
    rememberShared: assign(({ event }) =>
      event.type === 'LOAD_SHARED' ? { pendingSharedId: event.id, sharedNotFound: false } : {},
    ),
    storeShared: assign(({ event }) => ({
      sharedWishlist: answer<'loadSharedWishlist'>(event),
      sharedNotFound: false,
    })),
    recordFailure: assign(({ context, event }) => {
      const failure = failureOf(event, classifyWishlistError);
      const operation = context.operation ?? 'load';
      return {
        failure: { operation, ...failure },
        error: failure.kind === 'alreadyInWishlist' ? ALREADY_IN_WISHLIST : context.error,
        // docs/product/wishlist.md §4: a shared wishlist that cannot be loaded is the 404 page.
        sharedNotFound: operation === 'loadShared' ? true : context.sharedNotFound,
      };
    }),
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
          entry: begin('load'),
          ...call('loadWishlist', () => ({}), { target: TO_IDLE, actions: 'storeWishlist' }),
        },
        adding: {
          entry: begin('add'),
          ...call('addProduct', productInput, { target: TO_IDLE, actions: 'storeWishlist' }),
        },
        removing: {
          entry: begin('remove'),
          ...call('removeProduct', productInput, {
            target: TO_IDLE,
            actions: ['storeWishlist', 'rememberRemoval'],
          }),
        },
        restoring: {
          entry: begin('undo'),
          ...call('addProduct', productInput, {
            target: TO_IDLE,
            actions: ['storeWishlist', 'forgetUndo'],
          }),
        },
        sharing: {
          entry: begin('share'),
          initial: 'fetchingToken',
          states: {
            fetchingToken: call('getShareToken', () => ({}), {
              target: 'posting',
              actions: 'storeToken',
            }),
            posting: call('shareWishlist', ({ context }) => ({ token: context.shareToken ?? '' }), {
              target: TO_IDLE,
              actions: 'announceShare',
            }),
          },
        },
        merging: {
          entry: begin('merge'),
          initial: 'posting',
          states: {
            // docs/product/wishlist.md §3: a failed wishlist merge refreshes the wishlist.
            posting: callOr(
              'mergeAnonymous',
              ({ context }) => ({ productIds: context.localIds }),
              { target: TO_IDLE, actions: ['storeWishlist', 'clearLocalIds'] },
              { target: 'refreshing' },
            ),
            refreshing: call('loadWishlist', () => ({}), {
              target: TO_IDLE,
              actions: 'storeWishlist',
            }),
          },
        },
        loadingSuggestions: {
          entry: begin('suggestions'),
          ...call(
            'loadCategoryProducts',
            ({ context }) => ({
              categoryId: context.pendingCategoryId ?? '',
              limit: suggestionPoolSize(currentIds(context)),
            }),
            { target: TO_IDLE, actions: 'storeSuggestions' },
          ),
        },
        loadingShared: {
          entry: begin('loadShared'),
          ...call('loadSharedWishlist', ({ context }) => ({ id: context.pendingSharedId ?? '' }), {
            target: TO_IDLE,
            actions: 'storeShared',
          }),
        },
      },
    },
  },
});

export type WishlistMachine = typeof wishlistMachine;
