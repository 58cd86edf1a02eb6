import { setup } from 'xstate';
import { placeholderBagActors } from './bag-actors.js';
import { BAG_CALL_INPUTS } from './bag-call-inputs.js';
import { initialBagContext } from './bag-context.js';
import { bagActions } from './bag.machine.actions.js';
import { bagGuards } from './bag.machine.guards.js';
import type {
  BagActorName,
  BagContext,
  BagEmitted,
  BagEvent,
  BagMachineInput,
  BagOperation,
} from './bag.machine.types.js';
import { callStateFor } from '../calls/call-state.js';

const HANDLE_FAILURE = '#bag.locked.handlingFailure';
const TO_IDLE = '#bag.unlocked.idle';
const ON_FAILURE = { target: HANDLE_FAILURE, actions: 'recordFailure' } as const;
const callState = callStateFor<BagContext>();

/** One call of an operation: its input from BAG_CALL_INPUTS, a failure or timeout handled. */
function call<const N extends BagActorName, const D>(src: N, onDone: D) {
  return callState({ src, input: BAG_CALL_INPUTS[src], onDone, onFailure: ON_FAILURE });
}
/** The same, with its own way out on a failure or timeout. */
function callOr<const N extends BagActorName, const D, const F>(src: N, onDone: D, onFailure: F) {
  return callState({ src, input: BAG_CALL_INPUTS[src], onDone, onFailure });
}
const begin = (operation: BagOperation) =>
  ({ type: 'beginOperation', params: { operation } }) as const;

/**
 * The bag (docs/product/bag.md §2.6, §3, §4.1, §5, §7, §9.3; docs/product/wishlist.md;
 * docs/product/shipping.md §2), orchestration only. `unlocked` accepts operations; each enters
 * `locked` (the interface lock), runs its calls one at a time and comes back to `unlocked.idle`, or
 * to `unlocked.failed` with `context.failure` set. Operations arriving while locked are ignored
 * (docs/product/bag.md §2.6); the session's START, LOGIN and REMOVE_BAG are deferred and replayed
 * on unlock. Every call is a provided actor that parses its answer and classifies its failure
 * (createBagActors), runs under the `operationTimeout` delay and is aborted when its state is left;
 * every failure passes through `locked.handlingFailure` (failureOutcome). The rules are the pure
 * functions imported above (ADR 0003, 0011).
 */
export const bagMachine = setup({
  types: {
    context: {} as BagContext,
    events: {} as BagEvent,
    input: {} as BagMachineInput,
    emitted: {} as BagEmitted,
  },
  actors: placeholderBagActors(),
  delays: { operationTimeout: ({ context }) => context.timeoutMs },
  guards: bagGuards,
  actions: bagActions,
}).createMachine({
  id: 'bag',
  context: ({ input }) => initialBagContext(input),
  on: {
    // Local flags, not operations: they never wait for the lock.
    SET_WRONG_VOUCHER: { actions: 'setWrongVoucher' },
    DISMISS_MODAL: { actions: 'dismissModal' },
    // Who is signed in, learnt after a page load (no merge, no call): the loyalty
    // free-shipping checkbox and the same-day default postal code depend on it.
    IDENTIFY: { actions: 'rememberUser' },
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
        ENSURE_BAG: { guard: 'hasNoCart', target: '#bag.locked.creating' },
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
        SET_SHIPPING_METHOD: {
          guard: 'isOfferedMethod',
          target: '#bag.locked.choosingShippingMethod',
          actions: 'prepareMethodChoice',
        },
        CHECK_SDD_POSTAL_CODE: {
          guard: 'hasPostalCodeToCheck',
          target: '#bag.locked.checkingSddPostalCode',
          actions: 'prepareSddPostalCode',
        },
        SET_GIFT_MESSAGE: {
          guard: 'hasEntry',
          target: '#bag.locked.settingGiftMessage',
          actions: 'prepareGiftMessage',
        },
        REMOVE_SAVED: {
          guard: 'isSavedEntry',
          target: '#bag.locked.removingSaved',
          actions: 'prepareSavedRemoval',
        },
        APPLY_PROMOTION: {
          guard: 'hasCart',
          target: '#bag.locked.applyingPromotion',
          actions: 'preparePromotion',
        },
      },
      states: {
        idle: { always: { guard: 'hasPendingPackaging', target: '#bag.locked.settingPackaging' } },
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
        // Ignored while locked, except on the first load (docs/product/bag.md §2.6).
        SET_PACKAGING: { guard: 'acceptsPackagingToggle', actions: 'rememberPackaging' },
        // Not bag operations but the session's: kept for when the bag unlocks.
        START: { actions: 'defer' },
        LOGIN: { actions: 'defer' },
        REMOVE_BAG: { actions: 'defer' },
      },
      states: {
        restoring: {
          entry: begin('restore'),
          ...call('loadBag', { target: TO_IDLE, actions: 'storeRestoredBag' }),
        },
        creating: {
          entry: begin('create'),
          ...call('createBag', { target: TO_IDLE, actions: 'storeBag' }),
        },
        loadingUserBag: {
          entry: begin('loginWithPreviousToken'),
          ...call('loadUserBags', { target: TO_IDLE, actions: 'storeLatestUserBag' }),
        },
        merging: {
          entry: [begin('merge'), 'rememberMergeBase'],
          initial: 'fetchingUserBags',
          states: {
            fetchingUserBags: call('loadUserBags', [
              { guard: 'latestIsSameBag', target: HANDLE_FAILURE, actions: 'recordSameBag' },
              { target: 'posting', actions: 'planMerge' },
            ]),
            // docs/product/bag.md §2.4: a failed merge removes the bag, then restores the user's.
            posting: callOr(
              'createBag',
              { target: TO_IDLE, actions: ['storeBag', 'warnIfMergeChangedCount'] },
              { target: 'restoringAfterFailure', actions: 'removeAfterFailedMerge' },
            ),
            restoringAfterFailure: call('loadUserBags', {
              target: '#bag.unlocked.failed',
              actions: 'storeLatestUserBag',
            }),
          },
        },
        adding: {
          entry: begin('add'),
          initial: 'screening',
          states: {
            // docs/product/bag.md §3.2: SDD and stock decide what is posted before any call.
            screening: {
              always: [
                { guard: 'addIsBlockedBySdd', target: HANDLE_FAILURE, actions: 'recordNoSddStock' },
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
            creating: call('createBag', { target: 'posting', actions: 'storeBag' }),
            posting: call('addEntries', {
              target: 'switching',
              actions: ['storeBag', 'completeAdd'],
            }),
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
        settingShippingMethod: call('setShippingMethod', { target: TO_IDLE, actions: 'storeBag' }),
        /** The shopper's own choice among the methods offered. */
        choosingShippingMethod: {
          entry: begin('setShippingMethod'),
          ...call('setShippingMethod', { target: TO_IDLE, actions: 'storeBag' }),
        },
        /**
         * A postal code typed by the shopper is validated first (the back-end keeps it on the
         * bag), then the whole check sequence of 4.7 runs with it: methods, best cart, method.
         */
        checkingSddPostalCode: {
          entry: [begin('checkSddPostalCode'), 'startShippingCheck'],
          ...call('validateSddPostalCode', {
            target: '#bag.locked.checkingShipping',
            actions: 'storePostalCodeValidation',
          }),
        },
        settingGiftMessage: {
          entry: begin('setGiftMessage'),
          ...call('setGiftMessage', { target: TO_IDLE, actions: 'storeBag' }),
        },
        removingSaved: {
          entry: begin('removeSaved'),
          ...call('removeSaved', { target: TO_IDLE, actions: 'storeBag' }),
        },
        applyingPromotion: {
          entry: begin('applyPromotion'),
          ...call('applyPromotion', { target: TO_IDLE, actions: 'storeBag' }),
        },
        changingQuantity: {
          entry: begin('changeQuantity'),
          ...call('updateEntries', { target: TO_IDLE, actions: ['storeBag', 'completeRemovals'] }),
        },
        restoringUndo: {
          entry: begin('undo'),
          ...call('addEntries', { target: TO_IDLE, actions: ['storeBag', 'completeUndo'] }),
        },
        synchronizingStock: {
          entry: begin('synchronizeStock'),
          initial: 'validating',
          states: {
            // docs/product/bag.md §4.3: stock first, then availability errors, then whether SDD
            // survives.
            validating: call('validateStock', {
              target: 'planning',
              actions: ['storeBag', 'planStockChanges'],
            }),
            planning: {
              always: [
                { guard: 'hasPendingChanges', target: '#bag.locked.applyingChanges' },
                { target: TO_IDLE },
              ],
            },
          },
        },
        /** Quantity changes decided by a rule (stock, availability, best cart): no undo. */
        applyingChanges: call('updateEntries', { target: TO_IDLE, actions: 'storeBag' }),
        savingForLater: {
          entry: begin('saveForLater'),
          ...call('saveForLater', { target: TO_IDLE, actions: ['storeBag', 'trackSavedForLater'] }),
        },
        restoringSaved: {
          entry: begin('restoreSaved'),
          ...call('restoreSaved', { target: TO_IDLE, actions: 'completeRestoreSaved' }),
        },
        applyingVoucher: {
          entry: begin('applyVoucher'),
          ...call('applyVoucher', { target: TO_IDLE, actions: ['storeBag', 'voucherApplied'] }),
        },
        deletingVoucher: {
          entry: begin('deleteVoucher'),
          ...call('deleteVoucher', { target: TO_IDLE, actions: 'storeBag' }),
        },
        /** docs/product/shipping.md §2: the check sequence, unlocking only at its end. */
        checkingShipping: {
          entry: [begin('checkShipping'), 'startShippingCheck'],
          initial: 'updatingBag',
          states: {
            updatingBag: call('loadBag', { target: 'routing', actions: 'storeBag' }),
            routing: {
              always: [{ guard: 'hasProducts', target: 'loadingMethods' }, { target: TO_IDLE }],
            },
            loadingMethods: call('loadShippingMethods', {
              target: 'selectingBestCart',
              actions: 'storeShippingMethods',
            }),
            // Keep the more valuable half, list the rest as without stock, no undo.
            selectingBestCart: {
              always: [
                { guard: 'bestCartApplies', target: 'applyingBestCart', actions: 'planBestCart' },
                { target: 'updatingMethod', actions: 'markBestCartTried' },
              ],
            },
            applyingBestCart: call('updateEntries', {
              target: 'loadingMethods',
              actions: 'storeBag',
            }),
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
            settingMethod: call('setShippingMethod', {
              target: 'settingPostalCode',
              actions: 'storeBag',
            }),
            settingPostalCode: {
              entry: 'takeSddPostalCode',
              always: [
                { guard: 'canValidatePostalCode', target: 'validatingPostalCode' },
                { target: TO_IDLE },
              ],
            },
            validatingPostalCode: call('validateSddPostalCode', {
              target: TO_IDLE,
              actions: 'storePostalCodeValidation',
            }),
          },
        },
        settingPointOfSale: {
          entry: begin('setPointOfSale'),
          ...call('setPointOfSale', {
            target: 'planningAvailability',
            actions: ['storeBag', 'planAvailabilityChanges'],
          }),
        },
        planningAvailability: {
          always: [{ guard: 'hasPendingChanges', target: 'applyingChanges' }, { target: TO_IDLE }],
        },
        settingPackaging: {
          entry: begin('setPackaging'),
          initial: 'checking',
          states: {
            // Without a bag the choice is only remembered, and sent once a bag exists.
            checking: { always: [{ guard: 'hasCart', target: 'sending' }, { target: TO_IDLE }] },
            sending: call('setPackaging', {
              target: TO_IDLE,
              actions: ['storePackaging', 'storeBag'],
            }),
          },
        },
        lookingUpOrder: {
          // The failure that led here stays recorded unless an order turns up.
          entry: 'beginOrderLookup',
          ...call('findOrderForCart', [
            { guard: 'orderWasFound', target: TO_IDLE, actions: 'storeOrderLookup' },
            { target: '#bag.locked.settling' },
          ]),
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

export type BagMachine = typeof bagMachine;
