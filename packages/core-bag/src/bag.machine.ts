import { assign, enqueueActions, fromPromise, not, setup } from 'xstate';
import { errorOf, outputOf } from './actor-events.js';
import {
  completedAdd,
  hasNothingToAdd,
  isAddBlockedBySdd,
  needsSwitchToStandard,
  screenAdd,
} from './bag-add-plan.js';
import { NO_PENDING_OPERATION, initialBagContext } from './bag-context.js';
import { failureOutcome, removedBagPatch } from './bag-failure.js';
import { addWithoutStock } from './without-stock-list.js';
import {
  BagListSchema,
  ErrorListSchema,
  OrderLookupSchema,
  RestoreSavedOutputSchema,
  ShippingMethodListSchema,
  findEntry,
  findSavedEntry,
  idOf,
  payloadOf,
  trackedFromEntries,
} from './bag-machine-helpers.js';
import {
  completedRemovals,
  decreasePlan,
  increasePlan,
  isAtStockLimit,
} from './bag-quantity-plan.js';
import {
  bestCartApplies,
  bestCartPlan,
  sddPostalCodeFor,
  shippingMethodToSet,
} from './bag-shipping-plan.js';
import { availabilityPlan, stockSyncPlan } from './bag-stock-plan.js';
import { decideBagStart } from './bag-start.js';
import type {
  BagActorInputs,
  BagActorName,
  BagActorOutputs,
  BagContext,
  BagEmitted,
  BagEvent,
  BagMachineInput,
  BagOperation,
} from './bag.machine.types.js';
import { classifyCartError } from './classify-cart-error.js';
import { BagSchema, type Bag } from './entities/bag.schema.js';
import { isSameBag, latestBag, selectedProductCount, showsMergeWarning } from './merge-bags.js';
import type { EntryIdentity } from './same-entry.js';
import { isPartlyWithoutStock } from './save-for-later-restore.js';
import { canValidateSddPostalCode, sddEnabledAfterValidation } from './sdd-postal-code.js';
import { standardMethod } from './shipping-method-choice.js';
import { identityOf, takeUndo } from './undo-list.js';

/** Placeholder for an actor the caller must provide with `bagMachine.provide({ actors })`. */
function notProvided<N extends BagActorName>(name: N) {
  return fromPromise<BagActorOutputs[N], BagActorInputs[N]>(() =>
    Promise.reject(new Error(`bagMachine: actor "${name}" was not provided`)),
  );
}

function parseBag(event: { type: string }): Bag {
  return BagSchema.parse(outputOf(event));
}

function requireCartId(context: BagContext): string {
  // Guards let a call start only with a cart id; an empty id makes the back-end answer 404.
  return context.cartId ?? '';
}

/** Context patch for a bag the back-end answered: it is the truth about the lines. */
function withBag(context: BagContext, bag: Bag): Partial<BagContext> {
  return {
    bag,
    cartId: idOf(bag) ?? context.cartId,
    includePackaging: bag.includePackaging ?? context.includePackaging,
  };
}

const ON_TIMEOUT = {
  operationTimeout: { target: '#bag.locked.handlingFailure', actions: 'recordTimeout' },
} as const;
const ON_ERROR = { target: '#bag.locked.handlingFailure', actions: 'recordRejection' } as const;
const ON_MALFORMED = { target: '#bag.locked.handlingFailure', actions: 'recordMalformed' } as const;
const TO_IDLE = '#bag.unlocked.idle';

/**
 * The bag (spec 2, 4.1 to 4.7 and 8.1). `unlocked` accepts operations; each one enters
 * `locked` (the interface lock), runs its named actors one at a time and comes back to
 * `unlocked.idle`, or to `unlocked.failed` with `context.failure` set. `locked` handles no
 * operation events, so those arriving meanwhile are ignored. Every call has a timeout
 * (`timeoutMs`), every answer is parsed before use, and every failure passes through
 * `locked.handlingFailure` (see failureOutcome). The rules themselves are the pure
 * functions imported above. Wire it with `bagMachine.provide({ actors:
 * createBagActors(ports) })` and listen with `actor.on('tracking.addToCart', ...)`.
 */
export const bagMachine = setup({
  types: {
    context: {} as BagContext,
    events: {} as BagEvent,
    input: {} as BagMachineInput,
    emitted: {} as BagEmitted,
  },
  actors: {
    createBag: notProvided('createBag'),
    loadBag: notProvided('loadBag'),
    loadUserBags: notProvided('loadUserBags'),
    addEntries: notProvided('addEntries'),
    updateEntries: notProvided('updateEntries'),
    validateStock: notProvided('validateStock'),
    saveForLater: notProvided('saveForLater'),
    restoreSaved: notProvided('restoreSaved'),
    applyVoucher: notProvided('applyVoucher'),
    deleteVoucher: notProvided('deleteVoucher'),
    loadShippingMethods: notProvided('loadShippingMethods'),
    setShippingMethod: notProvided('setShippingMethod'),
    validateSddPostalCode: notProvided('validateSddPostalCode'),
    setPointOfSale: notProvided('setPointOfSale'),
    setPackaging: notProvided('setPackaging'),
    findOrderForCart: notProvided('findOrderForCart'),
  },
  delays: {
    operationTimeout: ({ context }) => context.timeoutMs,
  },
  guards: {
    hasCart: ({ context }) => context.cartId !== null,
    hasProducts: ({ context }) => (context.bag?.products.length ?? 0) > 0,
    isFirstLoad: ({ context }) => context.firstLoad,
    hasPendingPackaging: ({ context }) =>
      context.pendingPackaging !== null && context.cartId !== null,
    startsWithRestore: ({ event }) => event.type === 'START' && decideBagStart(event) === 'restore',
    startsWithPreviousToken: ({ event }) =>
      event.type === 'START' && decideBagStart(event) === 'loginWithPreviousToken',
    hasAnonymousBag: ({ context }) =>
      context.cartId !== null && (context.bag?.products.length ?? 0) > 0,
    entryAtStockLimit: ({ context, event }) =>
      event.type === 'INCREASE' && isAtStockLimit(context, event.entryNumber),
    hasEntry: ({ context, event }) =>
      'entryNumber' in event &&
      event.type !== 'RESTORE_SAVED' &&
      findEntry(context.bag, event.entryNumber) !== undefined,
    hasUndoEntry: ({ context, event }) =>
      event.type === 'UNDO' && takeUndo(context.undo, undoIdentity(event)).entry !== null,
    hasSavedEntry: ({ context, event }) =>
      event.type === 'RESTORE_SAVED' &&
      event.quantity >= 1 &&
      findSavedEntry(context.bag, event.entryNumber) !== undefined,
    addIsBlockedBySdd: ({ context }) => isAddBlockedBySdd(context),
    addHasNothingToPost: ({ context }) => hasNothingToAdd(context),
    needsSwitchToStandard: ({ context }) => needsSwitchToStandard(context),
    hasPendingChanges: ({ context }) => context.pendingChanges.length > 0,
    outputIsBag: ({ event }) => BagSchema.safeParse(outputOf(event)).success,
    outputIsBagList: ({ event }) => BagListSchema.safeParse(outputOf(event)).success,
    outputIsSameBag: ({ context, event }) => {
      const parsed = BagListSchema.safeParse(outputOf(event));
      if (!parsed.success) return false;
      const latest = latestBag(parsed.data);
      return latest !== null && isSameBag(context.cartId, latest);
    },
    outputIsRestoreResult: ({ event }) =>
      RestoreSavedOutputSchema.safeParse(outputOf(event)).success,
    outputIsMethodList: ({ event }) => ShippingMethodListSchema.safeParse(outputOf(event)).success,
    outputIsErrorList: ({ event }) => ErrorListSchema.safeParse(outputOf(event)).success,
    outputIsOrderLookup: ({ event }) => OrderLookupSchema.safeParse(outputOf(event)).success,
    outputIsFoundOrder: ({ event }) => {
      const parsed = OrderLookupSchema.safeParse(outputOf(event));
      return parsed.success && parsed.data !== null;
    },
    hasFailure: ({ context }) => context.failure !== null,
    bestCartApplies: ({ context }) => bestCartApplies(context),
    methodNeedsChange: ({ context }) => shippingMethodToSet(context) !== null,
    canValidatePostalCode: ({ context }) =>
      canValidateSddPostalCode(context.sddPostalCode, context.shippingMethods),
    recoversByOrderLookup: ({ context }) => context.recovery === 'lookUpOrder',
    recoversByRestore: ({ context }) => context.recovery === 'restore',
  },
  actions: {
    lock: assign({ isInterfaceLocked: true }),
    unlock: assign({ isInterfaceLocked: false, firstLoad: false }),
    beginOperation: assign((_, params: { operation: BagOperation }) => ({
      operation: params.operation,
      failure: null,
      recovery: null,
    })),
    beginOrderLookup: assign({ operation: 'lookUpOrder', recovery: null }),
    endOperation: assign(NO_PENDING_OPERATION),
    storeBag: enqueueActions(({ context, event, enqueue }) => {
      const bag = parseBag(event);
      const patch = withBag(context, bag);
      enqueue.assign(patch);
      if (patch.cartId !== context.cartId) {
        enqueue.emit({ type: 'bag.cartIdChanged', cartId: patch.cartId ?? null });
      }
    }),
    storeLatestUserBag: enqueueActions(({ context, event, enqueue }) => {
      const latest = latestBag(BagListSchema.parse(outputOf(event)));
      if (latest === null) return;
      const patch = withBag(context, latest);
      enqueue.assign(patch);
      if (patch.cartId !== context.cartId) {
        enqueue.emit({ type: 'bag.cartIdChanged', cartId: patch.cartId ?? null });
      }
    }),
    clearStoredBag: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ ...removedBagPatch(context), firstLoad: false });
      enqueue.emit({ type: 'bag.cartIdChanged', cartId: null });
    }),
    rememberStoredCartId: assign(({ event }) =>
      event.type === 'START' ? { cartId: event.cartId ?? null } : {},
    ),
    rememberUser: assign(({ event }) => (event.type === 'LOGIN' ? { user: event.user } : {})),
    rememberPackaging: assign(({ event }) =>
      event.type === 'SET_PACKAGING' ? { pendingPackaging: event.include } : {},
    ),
    /** Spec 2, 4.1: a restored previous bag shows its own packaging, never the default. */
    storeRestoredBag: enqueueActions(({ context, event, enqueue }) => {
      const bag = parseBag(event);
      const patch = { ...withBag(context, bag), includePackaging: bag.includePackaging ?? false };
      enqueue.assign(patch);
      if (patch.cartId !== context.cartId) {
        enqueue.emit({ type: 'bag.cartIdChanged', cartId: patch.cartId ?? null });
      }
    }),
    defer: assign(({ context, event }) =>
      event.type === 'START' || event.type === 'LOGIN' || event.type === 'REMOVE_BAG'
        ? { deferred: [...context.deferred, event] }
        : {},
    ),
    /**
     * Replays what was deferred, in order. All are raised at once: the first that locks the
     * bag again defers the rest anew, in the same order, so none is lost or reordered.
     */
    replayDeferred: enqueueActions(({ context, enqueue }) => {
      if (context.deferred.length === 0) return;
      enqueue.assign({ deferred: [] });
      for (const deferred of context.deferred) enqueue.raise(deferred);
    }),
    storePackaging: assign(({ context }) => ({
      includePackaging: context.pendingPackaging ?? context.includePackaging,
      pendingPackaging: null,
    })),
    setWrongVoucher: assign(({ event }) =>
      event.type === 'SET_WRONG_VOUCHER' ? { wrongVoucher: event.value } : {},
    ),
    dismissModal: assign({ modal: null }),
    noteNoStock: assign(({ context, event }) =>
      event.type === 'INCREASE' && !context.noStockNotes.includes(event.entryNumber)
        ? { noStockNotes: [...context.noStockNotes, event.entryNumber] }
        : {},
    ),

    prepareAdd: assign(({ event }) =>
      event.type === 'ADD'
        ? {
            pendingAdd: {
              items: event.items,
              fastFlow: event.fastFlow ?? false,
              avoidErrorModal: event.avoidErrorModal ?? false,
              requested: event.items.length,
              withoutStockIds: [],
            },
          }
        : {},
    ),
    /** Spec 2, 4.2: SDD and stock decide what is posted before any call. */
    screenAdd: assign(({ context }) => screenAdd(context)),
    recordNoSddStock: assign({ failure: { operation: 'add', kind: 'noSddStock' } }),
    completeAdd: enqueueActions(({ context, enqueue }) => {
      const { tracked, goToCart, modal } = completedAdd(context);
      enqueue.emit({ type: 'tracking.addToCart', items: tracked });
      if (goToCart) enqueue.emit({ type: 'bag.goToCart' });
      enqueue.assign({ modal });
    }),
    prepareIncrease: assign(({ context, event }) =>
      event.type === 'INCREASE' ? increasePlan(context, event.entryNumber) : {},
    ),
    prepareDecrease: assign(({ context, event }) => {
      if (event.type === 'REMOVE') return decreasePlan(context, event.entryNumber, 'all');
      if (event.type === 'DECREASE') return decreasePlan(context, event.entryNumber, event.by ?? 1);
      return {};
    }),
    completeRemovals: enqueueActions(({ context, enqueue }) => {
      if (context.pendingRemovals.length === 0) return;
      const { patch, tracked } = completedRemovals(context);
      enqueue.assign(patch);
      enqueue.emit({ type: 'tracking.removeFromCart', items: tracked });
    }),
    prepareUndo: assign(({ context, event }) =>
      event.type === 'UNDO'
        ? { pendingUndo: takeUndo(context.undo, undoIdentity(event)).entry }
        : {},
    ),
    completeUndo: enqueueActions(({ context, enqueue }) => {
      const entry = context.pendingUndo;
      if (entry === null) return;
      enqueue.assign({ undo: takeUndo(context.undo, identityOf(entry)).rest });
      enqueue.emit({ type: 'tracking.addToCart', items: trackedFromEntries([entry]) });
    }),

    prepareSync: assign(({ event }) =>
      event.type === 'SYNC_STOCK'
        ? {
            syncOptions: {
              refresh: event.refresh ?? true,
              sendToCrossBorder: event.sendToCrossBorder ?? false,
            },
          }
        : {},
    ),
    /** Spec 2, 4.3: stock first, then availability errors, then whether SDD survives. */
    planStockChanges: assign(({ context }) => stockSyncPlan(context)),
    prepareSaveForLater: assign(({ context, event }) => {
      if (event.type !== 'SAVE_FOR_LATER') return {};
      const entry = findEntry(context.bag, event.entryNumber);
      return entry === undefined ? {} : { pendingRemovals: [entry] };
    }),
    trackSavedForLater: enqueueActions(({ context, enqueue }) => {
      enqueue.emit({
        type: 'tracking.removeFromCart',
        items: trackedFromEntries(context.pendingRemovals),
      });
    }),
    prepareRestoreSaved: assign(({ context, event }) => {
      if (event.type !== 'RESTORE_SAVED') return {};
      const entry = findSavedEntry(context.bag, event.entryNumber);
      return {
        pendingRestore: {
          entryNumber: event.entryNumber,
          quantity: event.quantity,
          productId: entry?.product.id ?? '',
        },
      };
    }),
    completeRestoreSaved: enqueueActions(({ context, event, enqueue }) => {
      const { bag, result } = RestoreSavedOutputSchema.parse(outputOf(event));
      enqueue.assign(withBag(context, bag));
      const productId = context.pendingRestore?.productId ?? '';
      if (isPartlyWithoutStock(result)) {
        enqueue.assign({
          withoutStock: addWithoutStock(context.withoutStock, [
            { productId, reason: 'partial', savedForLater: true },
          ]),
        });
      }
      if (result.quantityAdded > 0) {
        enqueue.emit({
          type: 'tracking.addToCart',
          items: [{ productId, quantity: result.quantityAdded }],
        });
      }
    }),
    prepareVoucher: assign(({ event }) =>
      event.type === 'APPLY_VOUCHER' || event.type === 'DELETE_VOUCHER'
        ? { pendingVoucher: event.code }
        : {},
    ),
    voucherApplied: enqueueActions(({ context, enqueue }) => {
      enqueue.assign({ wrongVoucher: false });
      if (context.pendingVoucher !== null) {
        enqueue.emit({ type: 'tracking.couponOk', code: context.pendingVoucher });
      }
    }),

    startShippingCheck: assign({ bestCartTried: false }),
    storeShippingMethods: assign(({ event }) => ({
      shippingMethods: ShippingMethodListSchema.parse(outputOf(event)),
    })),
    /** Spec 2, 4.7: keep the cheaper half out, list it as without stock, no undo. */
    planBestCart: assign(({ context }) => bestCartPlan(context)),
    markBestCartTried: assign({ bestCartTried: true }),
    planMethodChange: assign(({ context }) => ({
      pendingMethodCode: shippingMethodToSet(context),
    })),
    planSwitchToStandard: assign(({ context }) => ({
      pendingMethodCode: standardMethod(context.shippingMethods)?.code ?? null,
    })),
    takeSddPostalCode: assign(({ context }) => ({ sddPostalCode: sddPostalCodeFor(context) })),
    storePostalCodeValidation: assign(({ event }) => ({
      isSddEnabled: sddEnabledAfterValidation(ErrorListSchema.parse(outputOf(event))),
    })),
    preparePointOfSale: assign(({ event }) =>
      event.type === 'SET_POINT_OF_SALE'
        ? {
            pendingPointOfSale: { postalCode: event.postalCode, storeId: event.storeIds[0] ?? '' },
            sddPostalCode: event.postalCode,
          }
        : {},
    ),
    planAvailabilityChanges: assign(({ context }) => availabilityPlan(context)),

    rememberMergeBase: assign(({ context }) => ({
      countBeforeMerge: selectedProductCount(context.bag),
    })),
    planMerge: assign(({ event }) => {
      const latest = latestBag(BagListSchema.parse(outputOf(event)));
      return { mergeTarget: latest === null ? null : idOf(latest) };
    }),
    warnIfMergeChangedCount: assign(({ context }) => {
      const after = selectedProductCount(context.bag);
      return showsMergeWarning(context.countBeforeMerge, after)
        ? { modal: { kind: 'mergeWarning' as const, firstName: context.user?.firstName ?? '' } }
        : {};
    }),
    /** Spec 2, 4.1: a failed merge removes the bag, then restores the user's. */
    removeAfterFailedMerge: enqueueActions(({ context, event, enqueue }) => {
      const error = errorOf(event);
      const kind = event.type.startsWith('xstate.after.')
        ? ('timeout' as const)
        : event.type.startsWith('xstate.done.')
          ? ('malformed' as const)
          : classifyCartError(error);
      enqueue.assign({
        ...removedBagPatch(context),
        failure: { operation: 'merge', kind, error },
      });
      enqueue.emit({ type: 'bag.cartIdChanged', cartId: null });
    }),
    storeOrderLookup: enqueueActions(({ context, event, enqueue }) => {
      const order = OrderLookupSchema.parse(outputOf(event));
      if (order === null) return;
      // The cart became an order: this bag is done with.
      enqueue.assign({ ...removedBagPatch(context), placedOrderCode: order.code });
      enqueue.emit({ type: 'bag.cartIdChanged', cartId: null });
    }),

    recordRejection: assign(({ context, event }) => {
      const error = errorOf(event);
      return {
        failure: {
          operation: context.operation ?? 'restore',
          kind: classifyCartError(error),
          error,
        },
      };
    }),
    recordTimeout: assign(({ context }) => ({
      failure: { operation: context.operation ?? 'restore', kind: 'timeout' as const },
    })),
    recordMalformed: assign(({ context, event }) => ({
      failure: {
        operation: context.operation ?? 'restore',
        kind: 'malformed' as const,
        error: outputOf(event),
      },
    })),
    recordSameBag: assign({ failure: { operation: 'merge', kind: 'sameBag' } }),
    applyFailure: enqueueActions(({ context, enqueue }) => {
      if (context.failure === null) return;
      const outcome = failureOutcome(context, context.failure);
      enqueue.assign({ ...outcome.patch, recovery: outcome.recovery });
      for (const emitted of outcome.emitted) enqueue.emit(emitted);
    }),
  },
}).createMachine({
  id: 'bag',
  context: ({ input }) => initialBagContext(input),
  on: {
    // Local flags, not operations: they never wait for the lock.
    SET_WRONG_VOUCHER: { actions: 'setWrongVoucher' },
    DISMISS_MODAL: { actions: 'dismissModal' },
  },
  initial: 'unlocked',
  states: {
    unlocked: {
      // Entry actions run after the transition's own, so the finished operation's data is
      // read by its completion actions before it is cleared here.
      entry: ['endOperation', 'replayDeferred'],
      initial: 'idle',
      on: {
        START: [
          {
            guard: 'startsWithPreviousToken',
            target: '#bag.locked.loadingUserBag',
            actions: 'rememberStoredCartId',
          },
          {
            guard: 'startsWithRestore',
            target: '#bag.locked.restoring',
            actions: 'rememberStoredCartId',
          },
          { target: '.idle', actions: 'clearStoredBag' },
        ],
        ENSURE_BAG: { guard: not('hasCart'), target: '#bag.locked.creating' },
        LOGIN: [
          { guard: 'hasAnonymousBag', target: '#bag.locked.merging', actions: 'rememberUser' },
          { target: '#bag.locked.loadingUserBag', actions: 'rememberUser' },
        ],
        REMOVE_BAG: { target: '.idle', actions: 'clearStoredBag' },
        ADD: { target: '#bag.locked.adding', actions: 'prepareAdd' },
        INCREASE: [
          { guard: 'entryAtStockLimit', actions: 'noteNoStock' },
          { guard: 'hasEntry', target: '#bag.locked.changingQuantity', actions: 'prepareIncrease' },
        ],
        DECREASE: {
          guard: 'hasEntry',
          target: '#bag.locked.changingQuantity',
          actions: 'prepareDecrease',
        },
        REMOVE: {
          guard: 'hasEntry',
          target: '#bag.locked.changingQuantity',
          actions: 'prepareDecrease',
        },
        UNDO: {
          guard: 'hasUndoEntry',
          target: '#bag.locked.restoringUndo',
          actions: 'prepareUndo',
        },
        SYNC_STOCK: {
          guard: 'hasCart',
          target: '#bag.locked.synchronizingStock',
          actions: 'prepareSync',
        },
        SAVE_FOR_LATER: {
          guard: 'hasEntry',
          target: '#bag.locked.savingForLater',
          actions: 'prepareSaveForLater',
        },
        RESTORE_SAVED: {
          guard: 'hasSavedEntry',
          target: '#bag.locked.restoringSaved',
          actions: 'prepareRestoreSaved',
        },
        APPLY_VOUCHER: {
          guard: 'hasCart',
          target: '#bag.locked.applyingVoucher',
          actions: 'prepareVoucher',
        },
        DELETE_VOUCHER: {
          guard: 'hasCart',
          target: '#bag.locked.deletingVoucher',
          actions: 'prepareVoucher',
        },
        CHECK_SHIPPING: { guard: 'hasCart', target: '#bag.locked.checkingShipping' },
        SET_POINT_OF_SALE: {
          guard: 'hasCart',
          target: '#bag.locked.settingPointOfSale',
          actions: 'preparePointOfSale',
        },
        SET_PACKAGING: { target: '#bag.locked.settingPackaging', actions: 'rememberPackaging' },
        CHECK_ORDER: { guard: 'hasCart', target: '#bag.locked.lookingUpOrder' },
      },
      states: {
        idle: {
          always: { guard: 'hasPendingPackaging', target: '#bag.locked.settingPackaging' },
        },
        /** A defined error state: unlocked, the failure in context, every operation allowed. */
        failed: {},
      },
    },
    locked: {
      entry: 'lock',
      exit: 'unlock',
      // Never entered without a target; if it were, it would unlock at once.
      initial: 'settling',
      on: {
        // Ignored while locked, except on the first load (spec 2, 4.1).
        SET_PACKAGING: { guard: 'isFirstLoad', actions: 'rememberPackaging' },
        // Not bag operations but the session's: kept for when the bag unlocks.
        START: { actions: 'defer' },
        LOGIN: { actions: 'defer' },
        REMOVE_BAG: { actions: 'defer' },
      },
      states: {
        restoring: {
          entry: { type: 'beginOperation', params: { operation: 'restore' } },
          invoke: {
            id: 'loadBag',
            src: 'loadBag',
            input: ({ context }) => ({ cartId: requireCartId(context) }),
            onDone: [
              { guard: 'outputIsBag', target: TO_IDLE, actions: 'storeRestoredBag' },
              ON_MALFORMED,
            ],
            onError: ON_ERROR,
          },
          after: ON_TIMEOUT,
        },
        creating: {
          entry: { type: 'beginOperation', params: { operation: 'create' } },
          invoke: {
            id: 'createBag',
            src: 'createBag',
            input: () => ({ oldCartId: null, toMergeCartGuid: null }),
            onDone: [{ guard: 'outputIsBag', target: TO_IDLE, actions: 'storeBag' }, ON_MALFORMED],
            onError: ON_ERROR,
          },
          after: ON_TIMEOUT,
        },
        loadingUserBag: {
          entry: { type: 'beginOperation', params: { operation: 'loginWithPreviousToken' } },
          invoke: {
            id: 'loadUserBags',
            src: 'loadUserBags',
            input: () => ({}),
            onDone: [
              { guard: 'outputIsBagList', target: TO_IDLE, actions: 'storeLatestUserBag' },
              ON_MALFORMED,
            ],
            onError: ON_ERROR,
          },
          after: ON_TIMEOUT,
        },
        merging: {
          entry: [{ type: 'beginOperation', params: { operation: 'merge' } }, 'rememberMergeBase'],
          initial: 'fetchingUserBags',
          states: {
            fetchingUserBags: {
              invoke: {
                id: 'loadUserBags',
                src: 'loadUserBags',
                input: () => ({}),
                onDone: [
                  {
                    guard: 'outputIsSameBag',
                    target: '#bag.locked.handlingFailure',
                    actions: 'recordSameBag',
                  },
                  { guard: 'outputIsBagList', target: 'posting', actions: 'planMerge' },
                  ON_MALFORMED,
                ],
                onError: ON_ERROR,
              },
              after: ON_TIMEOUT,
            },
            posting: {
              invoke: {
                id: 'createBag',
                src: 'createBag',
                input: ({ context }) => ({
                  oldCartId: context.cartId,
                  toMergeCartGuid: context.mergeTarget,
                }),
                onDone: [
                  {
                    guard: 'outputIsBag',
                    target: TO_IDLE,
                    actions: ['storeBag', 'warnIfMergeChangedCount'],
                  },
                  { target: 'restoringAfterFailure', actions: 'removeAfterFailedMerge' },
                ],
                onError: { target: 'restoringAfterFailure', actions: 'removeAfterFailedMerge' },
              },
              after: {
                operationTimeout: {
                  target: 'restoringAfterFailure',
                  actions: 'removeAfterFailedMerge',
                },
              },
            },
            restoringAfterFailure: {
              invoke: {
                id: 'loadUserBags',
                src: 'loadUserBags',
                input: () => ({}),
                onDone: [
                  {
                    guard: 'outputIsBagList',
                    target: '#bag.unlocked.failed',
                    actions: 'storeLatestUserBag',
                  },
                  ON_MALFORMED,
                ],
                onError: ON_ERROR,
              },
              after: ON_TIMEOUT,
            },
          },
        },
        adding: {
          entry: [{ type: 'beginOperation', params: { operation: 'add' } }],
          initial: 'screening',
          states: {
            screening: {
              always: [
                {
                  guard: 'addIsBlockedBySdd',
                  target: '#bag.locked.handlingFailure',
                  actions: 'recordNoSddStock',
                },
                { target: 'routing', actions: 'screenAdd' },
              ],
            },
            routing: {
              always: [
                { guard: 'addHasNothingToPost', target: TO_IDLE },
                { guard: 'hasCart', target: 'posting' },
                { target: 'creating' },
              ],
            },
            creating: {
              invoke: {
                id: 'createBag',
                src: 'createBag',
                input: () => ({ oldCartId: null, toMergeCartGuid: null }),
                onDone: [
                  { guard: 'outputIsBag', target: 'posting', actions: 'storeBag' },
                  ON_MALFORMED,
                ],
                onError: ON_ERROR,
              },
              after: ON_TIMEOUT,
            },
            posting: {
              invoke: {
                id: 'addEntries',
                src: 'addEntries',
                input: ({ context }) => ({
                  cartId: requireCartId(context),
                  entries: (context.pendingAdd?.items ?? []).map((item) => item.payload),
                }),
                onDone: [
                  {
                    guard: 'outputIsBag',
                    target: 'switching',
                    actions: ['storeBag', 'completeAdd'],
                  },
                  ON_MALFORMED,
                ],
                onError: ON_ERROR,
              },
              after: ON_TIMEOUT,
            },
            switching: {
              always: [
                {
                  guard: 'needsSwitchToStandard',
                  target: '#bag.locked.settingShippingMethod',
                  actions: 'planSwitchToStandard',
                },
                { target: TO_IDLE },
              ],
            },
          },
        },
        settingShippingMethod: {
          invoke: {
            id: 'setShippingMethod',
            src: 'setShippingMethod',
            input: ({ context }) => ({
              cartId: requireCartId(context),
              code: context.pendingMethodCode ?? 'standard',
            }),
            onDone: [{ guard: 'outputIsBag', target: TO_IDLE, actions: 'storeBag' }, ON_MALFORMED],
            onError: ON_ERROR,
          },
          after: ON_TIMEOUT,
        },
        changingQuantity: {
          entry: { type: 'beginOperation', params: { operation: 'changeQuantity' } },
          invoke: {
            id: 'updateEntries',
            src: 'updateEntries',
            input: ({ context }) => ({
              cartId: requireCartId(context),
              changes: context.pendingChanges,
            }),
            onDone: [
              { guard: 'outputIsBag', target: TO_IDLE, actions: ['storeBag', 'completeRemovals'] },
              ON_MALFORMED,
            ],
            onError: ON_ERROR,
          },
          after: ON_TIMEOUT,
        },
        restoringUndo: {
          entry: { type: 'beginOperation', params: { operation: 'undo' } },
          invoke: {
            id: 'addEntries',
            src: 'addEntries',
            input: ({ context }) => ({
              cartId: requireCartId(context),
              entries: context.pendingUndo === null ? [] : [payloadOf(context.pendingUndo)],
            }),
            onDone: [
              { guard: 'outputIsBag', target: TO_IDLE, actions: ['storeBag', 'completeUndo'] },
              ON_MALFORMED,
            ],
            onError: ON_ERROR,
          },
          after: ON_TIMEOUT,
        },
        synchronizingStock: {
          entry: { type: 'beginOperation', params: { operation: 'synchronizeStock' } },
          initial: 'validating',
          states: {
            validating: {
              invoke: {
                id: 'validateStock',
                src: 'validateStock',
                input: ({ context }) => ({
                  cartId: requireCartId(context),
                  ...context.syncOptions,
                }),
                onDone: [
                  {
                    guard: 'outputIsBag',
                    target: 'planning',
                    actions: ['storeBag', 'planStockChanges'],
                  },
                  ON_MALFORMED,
                ],
                onError: ON_ERROR,
              },
              after: ON_TIMEOUT,
            },
            planning: {
              always: [
                { guard: 'hasPendingChanges', target: '#bag.locked.applyingChanges' },
                { target: TO_IDLE },
              ],
            },
          },
        },
        /** Quantity changes decided by a rule (stock, availability, best cart): no undo. */
        applyingChanges: {
          invoke: {
            id: 'updateEntries',
            src: 'updateEntries',
            input: ({ context }) => ({
              cartId: requireCartId(context),
              changes: context.pendingChanges,
            }),
            onDone: [{ guard: 'outputIsBag', target: TO_IDLE, actions: 'storeBag' }, ON_MALFORMED],
            onError: ON_ERROR,
          },
          after: ON_TIMEOUT,
        },
        savingForLater: {
          entry: { type: 'beginOperation', params: { operation: 'saveForLater' } },
          invoke: {
            id: 'saveForLater',
            src: 'saveForLater',
            input: ({ context }) => ({
              cartId: requireCartId(context),
              entryNumber: context.pendingRemovals[0]?.entryNumber ?? -1,
            }),
            onDone: [
              {
                guard: 'outputIsBag',
                target: TO_IDLE,
                actions: ['storeBag', 'trackSavedForLater'],
              },
              ON_MALFORMED,
            ],
            onError: ON_ERROR,
          },
          after: ON_TIMEOUT,
        },
        restoringSaved: {
          entry: { type: 'beginOperation', params: { operation: 'restoreSaved' } },
          invoke: {
            id: 'restoreSaved',
            src: 'restoreSaved',
            input: ({ context }) => ({
              cartId: requireCartId(context),
              entryNumber: context.pendingRestore?.entryNumber ?? -1,
              quantity: context.pendingRestore?.quantity ?? 1,
            }),
            onDone: [
              { guard: 'outputIsRestoreResult', target: TO_IDLE, actions: 'completeRestoreSaved' },
              ON_MALFORMED,
            ],
            onError: ON_ERROR,
          },
          after: ON_TIMEOUT,
        },
        applyingVoucher: {
          entry: { type: 'beginOperation', params: { operation: 'applyVoucher' } },
          invoke: {
            id: 'applyVoucher',
            src: 'applyVoucher',
            input: ({ context }) => ({
              cartId: requireCartId(context),
              code: context.pendingVoucher ?? '',
            }),
            onDone: [
              { guard: 'outputIsBag', target: TO_IDLE, actions: ['storeBag', 'voucherApplied'] },
              ON_MALFORMED,
            ],
            onError: ON_ERROR,
          },
          after: ON_TIMEOUT,
        },
        deletingVoucher: {
          entry: { type: 'beginOperation', params: { operation: 'deleteVoucher' } },
          invoke: {
            id: 'deleteVoucher',
            src: 'deleteVoucher',
            input: ({ context }) => ({
              cartId: requireCartId(context),
              code: context.pendingVoucher ?? '',
            }),
            onDone: [{ guard: 'outputIsBag', target: TO_IDLE, actions: 'storeBag' }, ON_MALFORMED],
            onError: ON_ERROR,
          },
          after: ON_TIMEOUT,
        },
        /** Spec 2, 4.7: the check sequence, unlocking only at its end. */
        checkingShipping: {
          entry: [
            { type: 'beginOperation', params: { operation: 'checkShipping' } },
            'startShippingCheck',
          ],
          initial: 'updatingBag',
          states: {
            updatingBag: {
              invoke: {
                id: 'loadBag',
                src: 'loadBag',
                input: ({ context }) => ({ cartId: requireCartId(context) }),
                onDone: [
                  { guard: 'outputIsBag', target: 'routing', actions: 'storeBag' },
                  ON_MALFORMED,
                ],
                onError: ON_ERROR,
              },
              after: ON_TIMEOUT,
            },
            routing: {
              always: [{ guard: 'hasProducts', target: 'loadingMethods' }, { target: TO_IDLE }],
            },
            loadingMethods: {
              invoke: {
                id: 'loadShippingMethods',
                src: 'loadShippingMethods',
                input: ({ context }) => ({ cartId: requireCartId(context) }),
                onDone: [
                  {
                    guard: 'outputIsMethodList',
                    target: 'selectingBestCart',
                    actions: 'storeShippingMethods',
                  },
                  ON_MALFORMED,
                ],
                onError: ON_ERROR,
              },
              after: ON_TIMEOUT,
            },
            selectingBestCart: {
              always: [
                {
                  guard: 'bestCartApplies',
                  target: 'applyingBestCart',
                  actions: 'planBestCart',
                },
                { target: 'updatingMethod', actions: 'markBestCartTried' },
              ],
            },
            applyingBestCart: {
              invoke: {
                id: 'updateEntries',
                src: 'updateEntries',
                input: ({ context }) => ({
                  cartId: requireCartId(context),
                  changes: context.pendingChanges,
                }),
                onDone: [
                  { guard: 'outputIsBag', target: 'loadingMethods', actions: 'storeBag' },
                  ON_MALFORMED,
                ],
                onError: ON_ERROR,
              },
              after: ON_TIMEOUT,
            },
            updatingMethod: {
              always: [
                {
                  guard: 'methodNeedsChange',
                  target: 'settingMethod',
                  actions: 'planMethodChange',
                },
                { target: 'settingPostalCode' },
              ],
            },
            settingMethod: {
              invoke: {
                id: 'setShippingMethod',
                src: 'setShippingMethod',
                input: ({ context }) => ({
                  cartId: requireCartId(context),
                  code: context.pendingMethodCode ?? 'standard',
                }),
                onDone: [
                  { guard: 'outputIsBag', target: 'settingPostalCode', actions: 'storeBag' },
                  ON_MALFORMED,
                ],
                onError: ON_ERROR,
              },
              after: ON_TIMEOUT,
            },
            settingPostalCode: {
              entry: 'takeSddPostalCode',
              always: [
                { guard: 'canValidatePostalCode', target: 'validatingPostalCode' },
                { target: TO_IDLE },
              ],
            },
            validatingPostalCode: {
              invoke: {
                id: 'validateSddPostalCode',
                src: 'validateSddPostalCode',
                input: ({ context }) => ({
                  cartId: requireCartId(context),
                  postalCode: context.sddPostalCode ?? '',
                }),
                onDone: [
                  {
                    guard: 'outputIsErrorList',
                    target: TO_IDLE,
                    actions: 'storePostalCodeValidation',
                  },
                  ON_MALFORMED,
                ],
                onError: ON_ERROR,
              },
              after: ON_TIMEOUT,
            },
          },
        },
        settingPointOfSale: {
          entry: { type: 'beginOperation', params: { operation: 'setPointOfSale' } },
          invoke: {
            id: 'setPointOfSale',
            src: 'setPointOfSale',
            input: ({ context }) => ({
              cartId: requireCartId(context),
              postalCode: context.pendingPointOfSale?.postalCode ?? '',
              storeId: context.pendingPointOfSale?.storeId ?? '',
            }),
            onDone: [
              {
                guard: 'outputIsBag',
                target: 'planningAvailability',
                actions: ['storeBag', 'planAvailabilityChanges'],
              },
              ON_MALFORMED,
            ],
            onError: ON_ERROR,
          },
          after: ON_TIMEOUT,
        },
        planningAvailability: {
          always: [{ guard: 'hasPendingChanges', target: 'applyingChanges' }, { target: TO_IDLE }],
        },
        settingPackaging: {
          entry: { type: 'beginOperation', params: { operation: 'setPackaging' } },
          initial: 'checking',
          states: {
            checking: {
              // Without a bag the choice is only remembered, and sent once a bag exists.
              always: [{ guard: 'hasCart', target: 'sending' }, { target: TO_IDLE }],
            },
            sending: {
              invoke: {
                id: 'setPackaging',
                src: 'setPackaging',
                input: ({ context }) => ({
                  cartId: requireCartId(context),
                  include: context.pendingPackaging ?? context.includePackaging,
                }),
                onDone: [
                  {
                    guard: 'outputIsBag',
                    target: TO_IDLE,
                    actions: ['storePackaging', 'storeBag'],
                  },
                  ON_MALFORMED,
                ],
                onError: ON_ERROR,
              },
              after: ON_TIMEOUT,
            },
          },
        },
        lookingUpOrder: {
          // The failure that led here stays recorded unless an order turns up.
          entry: 'beginOrderLookup',
          invoke: {
            id: 'findOrderForCart',
            src: 'findOrderForCart',
            input: ({ context }) => ({ cartId: requireCartId(context) }),
            onDone: [
              { guard: 'outputIsFoundOrder', target: TO_IDLE, actions: 'storeOrderLookup' },
              { guard: 'outputIsOrderLookup', target: '#bag.locked.settling' },
              ON_MALFORMED,
            ],
            onError: ON_ERROR,
          },
          after: ON_TIMEOUT,
        },
        /** Ends an operation by what it left: the failed state when a failure is recorded. */
        settling: {
          always: [{ guard: 'hasFailure', target: '#bag.unlocked.failed' }, { target: TO_IDLE }],
        },
        /** Every failure passes here: its consequences, then a fallback call or the failed state. */
        handlingFailure: {
          entry: 'applyFailure',
          always: [
            { guard: 'recoversByOrderLookup', target: 'lookingUpOrder' },
            { guard: 'recoversByRestore', target: 'restoring' },
            { target: '#bag.unlocked.failed' },
          ],
        },
      },
    },
  },
});

function undoIdentity(event: Extract<BagEvent, { type: 'UNDO' }>): EntryIdentity {
  return {
    productId: event.productId,
    sizeCode: event.sizeCode ?? null,
    engravingText: event.engravingText ?? null,
  };
}

export type BagMachine = typeof bagMachine;
