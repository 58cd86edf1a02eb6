import { assign, enqueueActions } from 'xstate';
import { screenAdd } from './bag-add-plan.js';
import { NO_PENDING_OPERATION } from './bag-context.js';
import { findEntry, findSavedEntry, idOf } from './bag-machine-helpers.js';
import { decreasePlan, increasePlan } from './bag-quantity-plan.js';
import { bestCartPlan, sddPostalCodeFor, shippingMethodToSet } from './bag-shipping-plan.js';
import * as steps from './bag-steps.js';
import { availabilityPlan, stockSyncPlan } from './bag-stock-plan.js';
import { answer } from './bag.machine.guards.js';
import type { BagContext, BagEmitted, BagEvent, BagOperation } from './bag.machine.types.js';
import { failureOf } from '../calls/call-error.js';
import { classifyCartError } from '../errors/classify-cart-error.js';
import { latestBag, selectedProductCount, showsMergeWarning } from '../lifecycle/merge-bags.js';
import { sddEnabledAfterValidation } from '../shipping/sdd-postal-code.js';
import { standardMethod } from '../shipping/shipping-method-choice.js';
import { takeUndo } from '../lines/undo-list.js';

type Args = { context: BagContext; event: BagEvent };

/** An action that patches the context with what a rule decided. */
const patch = (decide: (args: Args) => Partial<BagContext>) =>
  assign<BagContext, BagEvent, undefined, BagEvent, never>(decide);

/** An action that runs a step: its patch assigned, its events emitted. */
const step = (run: (args: Args) => steps.BagStep) =>
  enqueueActions<BagContext, BagEvent, undefined, BagEvent, never, never, never, never, BagEmitted>(
    ({ context, event, enqueue }) => steps.applyStep(enqueue, run({ context, event })),
  );

const failure = (event: { type: string }) => failureOf(event, classifyCartError);

/**
 * The bag machine's actions. Each names one rule or step (bag-steps.ts, the *-plan.ts rules)
 * and reads the event it needs; answers come typed from the actors (createBagActors).
 */
export const bagActions = {
  lock: patch(() => ({ isInterfaceLocked: true })),
  unlock: patch(() => ({ isInterfaceLocked: false, firstLoad: false })),
  beginOperation: assign<BagContext, BagEvent, { operation: BagOperation }, BagEvent, never>(
    (_, { operation }) => ({ operation, failure: null, recovery: null }),
  ),
  beginOrderLookup: patch(() => ({ operation: 'lookUpOrder', recovery: null })),
  endOperation: patch(() => NO_PENDING_OPERATION),
  defer: patch(({ context, event }) =>
    event.type === 'START' || event.type === 'LOGIN' || event.type === 'REMOVE_BAG'
      ? { deferred: [...context.deferred, event] }
      : {},
  ),
  // All are raised at once: the first that locks the bag again defers the rest anew, in the
  // same order, so none is lost or reordered.
  replayDeferred: enqueueActions<
    BagContext,
    BagEvent,
    undefined,
    BagEvent,
    never,
    never,
    never,
    never,
    BagEmitted
  >(({ context, enqueue }) => {
    if (context.deferred.length === 0) return;
    enqueue.assign({ deferred: [] });
    for (const deferred of context.deferred) enqueue.raise(deferred);
  }),
  storeBag: step(({ context, event }) => steps.storedBag(context, answer<'loadBag'>(event))),
  storeRestoredBag: step(({ context, event }) =>
    steps.storedBag(context, answer<'loadBag'>(event), true),
  ),
  storeLatestUserBag: step(({ context, event }) =>
    steps.storedLatestUserBag(context, answer<'loadUserBags'>(event)),
  ),
  clearStoredBag: step(({ context }) => steps.clearedBag(context)),
  rememberStoredCartId: patch(({ event }) =>
    event.type === 'START' ? { cartId: event.cartId ?? null } : {},
  ),
  rememberUser: patch(({ event }) =>
    event.type === 'LOGIN' || event.type === 'IDENTIFY' ? { user: event.user } : {},
  ),
  rememberPackaging: patch(({ event }) =>
    event.type === 'SET_PACKAGING' ? { pendingPackaging: event.include } : {},
  ),
  storePackaging: patch(({ context }) => ({
    includePackaging: context.pendingPackaging ?? context.includePackaging,
    pendingPackaging: null,
  })),
  setWrongVoucher: patch(({ event }) =>
    event.type === 'SET_WRONG_VOUCHER' ? { wrongVoucher: event.value } : {},
  ),
  dismissModal: patch(() => ({ modal: null })),
  noteNoStock: patch(({ context, event }) =>
    event.type === 'INCREASE' && !context.noStockNotes.includes(event.entryNumber)
      ? { noStockNotes: [...context.noStockNotes, event.entryNumber] }
      : {},
  ),
  prepareAdd: patch(({ event }) =>
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
  screenAdd: patch(({ context }) => screenAdd(context)),
  recordNoSddStock: patch(() => ({ failure: { operation: 'add', kind: 'noSddStock' } })),
  completeAdd: step(({ context }) => steps.addCompleted(context)),
  prepareIncrease: patch(({ context, event }) =>
    event.type === 'INCREASE' ? increasePlan(context, event.entryNumber) : {},
  ),
  prepareDecrease: patch(({ context, event }) => {
    if (event.type === 'REMOVE') return decreasePlan(context, event.entryNumber, 'all');
    if (event.type === 'DECREASE') return decreasePlan(context, event.entryNumber, event.by ?? 1);
    return {};
  }),
  completeRemovals: step(({ context }) => steps.removalsCompleted(context)),
  prepareUndo: patch(({ context, event }) =>
    event.type === 'UNDO'
      ? { pendingUndo: takeUndo(context.undo, steps.undoIdentity(event)).entry }
      : {},
  ),
  completeUndo: step(({ context }) => steps.undoCompleted(context)),
  prepareSync: patch(({ event }) =>
    event.type === 'SYNC_STOCK'
      ? {
          syncOptions: {
            refresh: event.refresh ?? true,
            sendToCrossBorder: event.sendToCrossBorder ?? false,
          },
        }
      : {},
  ),
  planStockChanges: patch(({ context }) => stockSyncPlan(context)),
  prepareSaveForLater: patch(({ context, event }) => {
    const entry = event.type === 'SAVE_FOR_LATER' && findEntry(context.bag, event.entryNumber);
    return entry ? { pendingRemovals: [entry] } : {};
  }),
  trackSavedForLater: step(({ context }) => steps.savedForLater(context)),
  prepareRestoreSaved: patch(({ context, event }) => {
    if (event.type !== 'RESTORE_SAVED') return {};
    const { entryNumber, quantity } = event;
    const productId = findSavedEntry(context.bag, entryNumber)?.product.id ?? '';
    return { pendingRestore: { entryNumber, quantity, productId } };
  }),
  completeRestoreSaved: step(({ context, event }) =>
    steps.restoredSaved(context, answer<'restoreSaved'>(event)),
  ),
  prepareVoucher: patch(({ event }) =>
    event.type === 'APPLY_VOUCHER' || event.type === 'DELETE_VOUCHER'
      ? { pendingVoucher: event.code }
      : {},
  ),
  prepareMethodChoice: patch(({ event }) =>
    event.type === 'SET_SHIPPING_METHOD' ? { pendingMethodCode: event.code } : {},
  ),
  prepareSddPostalCode: patch(({ event }) =>
    event.type === 'CHECK_SDD_POSTAL_CODE' ? { sddPostalCode: event.postalCode.trim() } : {},
  ),
  prepareGiftMessage: patch(({ event }) =>
    event.type === 'SET_GIFT_MESSAGE'
      ? { pendingGiftMessage: { entryNumber: event.entryNumber, info: event.info } }
      : {},
  ),
  prepareSavedRemoval: patch(({ event }) =>
    event.type === 'REMOVE_SAVED' ? { pendingSavedRemoval: event.entryNumber } : {},
  ),
  preparePromotion: patch(({ event }) =>
    event.type === 'APPLY_PROMOTION'
      ? { pendingPromotion: { promotionId: event.promotionId, apply: event.apply } }
      : {},
  ),
  voucherApplied: step(({ context }) => steps.voucherApplied(context)),
  startShippingCheck: patch(() => ({ bestCartTried: false })),
  storeShippingMethods: patch(({ event }) => ({
    shippingMethods: answer<'loadShippingMethods'>(event),
  })),
  planBestCart: patch(({ context }) => bestCartPlan(context)),
  markBestCartTried: patch(() => ({ bestCartTried: true })),
  planMethodChange: patch(({ context }) => ({ pendingMethodCode: shippingMethodToSet(context) })),
  planSwitchToStandard: patch(({ context }) => ({
    pendingMethodCode: standardMethod(context.shippingMethods)?.code ?? null,
  })),
  takeSddPostalCode: patch(({ context }) => ({ sddPostalCode: sddPostalCodeFor(context) })),
  storePostalCodeValidation: patch(({ event }) => ({
    isSddEnabled: sddEnabledAfterValidation(answer<'validateSddPostalCode'>(event)),
  })),
  preparePointOfSale: patch(({ event }) =>
    event.type === 'SET_POINT_OF_SALE'
      ? {
          pendingPointOfSale: { postalCode: event.postalCode, storeId: event.storeIds[0] ?? '' },
          sddPostalCode: event.postalCode,
        }
      : {},
  ),
  planAvailabilityChanges: patch(({ context }) => availabilityPlan(context)),
  rememberMergeBase: patch(({ context }) => ({
    countBeforeMerge: selectedProductCount(context.bag),
  })),
  planMerge: patch(({ event }) => {
    const latest = latestBag(answer<'loadUserBags'>(event));
    return { mergeTarget: latest === null ? null : idOf(latest) };
  }),
  warnIfMergeChangedCount: patch(({ context }) =>
    showsMergeWarning(context.countBeforeMerge, selectedProductCount(context.bag))
      ? { modal: { kind: 'mergeWarning', firstName: context.user?.firstName ?? '' } }
      : {},
  ),
  removeAfterFailedMerge: step(({ context, event }) => steps.mergeFailed(context, failure(event))),
  storeOrderLookup: step(({ context, event }) =>
    steps.orderFound(context, answer<'findOrderForCart'>(event)),
  ),
  recordFailure: patch(({ context, event }) => ({
    failure: { operation: context.operation ?? 'restore', ...failure(event) },
  })),
  recordSameBag: patch(() => ({ failure: { operation: 'merge', kind: 'sameBag' } })),
  applyFailure: step(({ context }) => steps.failureHandled(context)),
};
