// What the bag machine's actions do, as pure functions of the context and the call's typed
// answer: each returns the context patch and the events to emit. The machine only names them.
import { completedAdd } from './bag-add-plan.js';
import { failureOutcome, removedBagPatch } from './bag-failure.js';
import { idOf, trackedFromEntries } from './bag-machine-helpers.js';
import { completedRemovals } from './bag-quantity-plan.js';
import type {
  BagActorOutputs,
  BagContext,
  BagEmitted,
  BagEvent,
  BagFailure,
} from './bag.machine.types.js';
import type { Bag } from '../entities/bag.schema.js';
import { latestBag } from '../lifecycle/merge-bags.js';
import type { EntryIdentity } from '../lines/same-entry.js';
import { isPartlyWithoutStock } from '../lines/save-for-later-restore.js';
import { identityOf, takeUndo } from '../lines/undo-list.js';
import { addWithoutStock } from '../lines/without-stock-list.js';

export interface BagStep {
  patch: Partial<BagContext>;
  emitted?: BagEmitted[];
}

/** The part of XState's action enqueuer a step needs. */
export interface StepEnqueuer {
  assign: (patch: Partial<BagContext>) => void;
  emit: (event: BagEmitted) => void;
}

export function applyStep(enqueue: StepEnqueuer, { patch, emitted = [] }: BagStep): void {
  enqueue.assign(patch);
  for (const event of emitted) enqueue.emit(event);
}

function cartIdPatch(context: BagContext, patch: Partial<BagContext>): BagStep {
  const cartId = patch.cartId ?? null;
  return {
    patch,
    emitted: cartId === context.cartId ? [] : [{ type: 'bag.cartIdChanged', cartId }],
  };
}

/**
 * A bag the back-end answered is the truth about the lines. docs/product/bag.md §2.2: a restored
 * previous bag shows its own packaging and never the site's default (not pre-selected).
 */
export function storedBag(context: BagContext, bag: Bag, restored = false): BagStep {
  const packaging = restored ? false : context.includePackaging;
  return cartIdPatch(context, {
    bag,
    cartId: idOf(bag) ?? context.cartId,
    includePackaging: bag.includePackaging ?? packaging,
  });
}

export function storedLatestUserBag(context: BagContext, bags: Bag[]): BagStep {
  const latest = latestBag(bags);
  return latest === null ? { patch: {} } : storedBag(context, latest);
}

/** docs/product/bag.md §2.5: no stored bag (or REMOVE_BAG): ids, products and packaging reset. */
export function clearedBag(context: BagContext): BagStep {
  return {
    patch: { ...removedBagPatch(context), firstLoad: false },
    emitted: [{ type: 'bag.cartIdChanged', cartId: null }],
  };
}

export function addCompleted(context: BagContext): BagStep {
  const { tracked, goToCart, modal, withoutStock } = completedAdd(context);
  return {
    patch: { modal, withoutStock: addWithoutStock(context.withoutStock, withoutStock) },
    emitted: [
      { type: 'tracking.addToCart', items: tracked },
      ...(goToCart ? [{ type: 'bag.goToCart' } as const] : []),
    ],
  };
}

export function removalsCompleted(context: BagContext): BagStep {
  if (context.pendingRemovals.length === 0) return { patch: {} };
  const { patch, tracked } = completedRemovals(context);
  return { patch, emitted: [{ type: 'tracking.removeFromCart', items: tracked }] };
}

export function undoIdentity(event: Extract<BagEvent, { type: 'UNDO' }>): EntryIdentity {
  return {
    productId: event.productId,
    sizeCode: event.sizeCode ?? null,
    engravingText: event.engravingText ?? null,
  };
}

export function undoCompleted(context: BagContext): BagStep {
  const entry = context.pendingUndo;
  if (entry === null) return { patch: {} };
  return {
    patch: { undo: takeUndo(context.undo, identityOf(entry)).rest },
    emitted: [{ type: 'tracking.addToCart', items: trackedFromEntries([entry]) }],
  };
}

export function savedForLater(context: BagContext): BagStep {
  const items = trackedFromEntries(context.pendingRemovals);
  return { patch: {}, emitted: [{ type: 'tracking.removeFromCart', items }] };
}

/**
 * docs/product/bag.md §5: a partial restore lists the item as partly without stock, still saved.
 */
export function restoredSaved(
  context: BagContext,
  { bag, result }: BagActorOutputs['restoreSaved'],
): BagStep {
  const stored = storedBag(context, bag);
  const productId = context.pendingRestore?.productId ?? '';
  const patch: Partial<BagContext> = { ...stored.patch };
  if (isPartlyWithoutStock(result)) {
    patch.withoutStock = addWithoutStock(context.withoutStock, [
      { productId, reason: 'partial', savedForLater: true },
    ]);
  }
  const emitted = [...(stored.emitted ?? [])];
  if (result.quantityAdded > 0) {
    emitted.push({
      type: 'tracking.addToCart',
      items: [{ productId, quantity: result.quantityAdded }],
    });
  }
  return { patch, emitted };
}

export function voucherApplied(context: BagContext): BagStep {
  const code = context.pendingVoucher;
  return {
    patch: { wrongVoucher: false },
    emitted: code === null ? [] : [{ type: 'tracking.couponOk', code }],
  };
}

/** docs/product/bag.md §2.4: a failed merge removes the bag (then the user's is restored). */
export function mergeFailed(context: BagContext, failure: Omit<BagFailure, 'operation'>): BagStep {
  return {
    patch: { ...removedBagPatch(context), failure: { operation: 'merge', ...failure } },
    emitted: [{ type: 'bag.cartIdChanged', cartId: null }],
  };
}

/** The cart became an order: this bag is done with. */
export function orderFound(
  context: BagContext,
  order: BagActorOutputs['findOrderForCart'],
): BagStep {
  if (order === null) return { patch: {} };
  return {
    patch: { ...removedBagPatch(context), placedOrderCode: order.code },
    emitted: [{ type: 'bag.cartIdChanged', cartId: null }],
  };
}

/** docs/product/bag.md §9.3: the recorded failure's consequences, and where it leads (recovery). */
export function failureHandled(context: BagContext): BagStep {
  if (context.failure === null) return { patch: {} };
  const outcome = failureOutcome(context, context.failure);
  return { patch: { ...outcome.patch, recovery: outcome.recovery }, emitted: outcome.emitted };
}
