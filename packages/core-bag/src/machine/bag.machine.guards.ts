import { isAddBlockedBySdd, hasNothingToAdd, needsSwitchToStandard } from './bag-add-plan.js';
import { findEntry, findSavedEntry } from './bag-machine-helpers.js';
import { isAtStockLimit } from './bag-quantity-plan.js';
import { bestCartApplies, shippingMethodToSet } from './bag-shipping-plan.js';
import { decideBagStart } from '../lifecycle/bag-start.js';
import { undoIdentity } from './bag-steps.js';
import type { BagActorName, BagActorOutputs, BagContext, BagEvent } from './bag.machine.types.js';
import { answerOf } from '../calls/call-actor.js';
import { isSameBag, latestBag } from '../lifecycle/merge-bags.js';
import { acceptsPackagingToggle } from '../lifecycle/packaging-toggle.js';
import { canValidateSddPostalCode } from '../shipping/sdd-postal-code.js';
import { takeUndo } from '../lines/undo-list.js';

/** The answer of the call that just ended, typed by its actor's contract. */
export const answer = <N extends BagActorName>(event: { type: string }) =>
  answerOf<BagActorOutputs[N]>(event);

/** The bag machine's guards: each asks one of the pure rules about the context. */
export const bagGuards = {
  hasCart: ({ context }) => context.cartId !== null,
  hasNoCart: ({ context }) => context.cartId === null,
  hasProducts: ({ context }) => (context.bag?.products.length ?? 0) > 0,
  acceptsPackagingToggle: ({ context }) =>
    acceptsPackagingToggle({ locked: context.isInterfaceLocked, firstLoad: context.firstLoad }),
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
    event.type !== 'REMOVE_SAVED' &&
    findEntry(context.bag, event.entryNumber) !== undefined,
  hasUndoEntry: ({ context, event }) =>
    event.type === 'UNDO' && takeUndo(context.undo, undoIdentity(event)).entry !== null,
  hasSavedEntry: ({ context, event }) =>
    event.type === 'RESTORE_SAVED' &&
    event.quantity >= 1 &&
    findSavedEntry(context.bag, event.entryNumber) !== undefined,
  isSavedEntry: ({ context, event }) =>
    event.type === 'REMOVE_SAVED' && findSavedEntry(context.bag, event.entryNumber) !== undefined,
  isOfferedMethod: ({ context, event }) =>
    event.type === 'SET_SHIPPING_METHOD' &&
    context.cartId !== null &&
    context.shippingMethods.some((method) => method.code === event.code && method.available),
  hasPostalCodeToCheck: ({ context, event }) =>
    event.type === 'CHECK_SDD_POSTAL_CODE' &&
    context.cartId !== null &&
    event.postalCode.trim() !== '',
  addIsBlockedBySdd: ({ context }) => isAddBlockedBySdd(context),
  addHasNothingToPost: ({ context }) => hasNothingToAdd(context),
  needsSwitchToStandard: ({ context }) => needsSwitchToStandard(context),
  hasPendingChanges: ({ context }) => context.pendingChanges.length > 0,
  latestIsSameBag: ({ context, event }) => {
    const latest = latestBag(answer<'loadUserBags'>(event));
    return latest !== null && isSameBag(context.cartId, latest);
  },
  orderWasFound: ({ event }) => answer<'findOrderForCart'>(event) !== null,
  hasFailure: ({ context }) => context.failure !== null,
  bestCartApplies: ({ context }) => bestCartApplies(context),
  methodNeedsChange: ({ context }) => shippingMethodToSet(context) !== null,
  canValidatePostalCode: ({ context }) =>
    canValidateSddPostalCode(context.sddPostalCode, context.shippingMethods),
  recoversByOrderLookup: ({ context }) => context.recovery === 'lookUpOrder',
  recoversByRestore: ({ context }) => context.recovery === 'restore',
} satisfies Record<string, (args: { context: BagContext; event: BagEvent }) => boolean>;
