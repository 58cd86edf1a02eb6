import { addOutcome, splitByStock, type AddItem } from '../lines/add-to-bag.js';
import { addWithoutStock } from '../lines/without-stock-list.js';
import { trackedFromItems } from './bag-machine-helpers.js';
import type { BagContext, BagModal, TrackedItem } from './bag.machine.types.js';
import { bagLines } from '../lines/entry-line.js';
import { sddStockDecision } from '../stock/sdd-stock-rule.js';
import { isSddMethod, standardMethod } from '../shipping/shipping-method-choice.js';

function pendingItems(context: BagContext): AddItem[] {
  return context.pendingAdd?.items ?? [];
}

/** Spec 2, 4.2: with SDD on, a product with neither overall nor online stock cannot be added. */
export function isAddBlockedBySdd(context: BagContext): boolean {
  return pendingItems(context).some(
    (item) => sddStockDecision(item.product, context.isSddEnabled) === 'noSddStock',
  );
}

export function hasNothingToAdd(context: BagContext): boolean {
  return splitByStock(pendingItems(context), bagLines(context.bag)).withStock.length === 0;
}

/**
 * Spec 2, 4.2, before any call: what has stock is kept for posting, the rest is listed as
 * without stock (with a notification when nothing is left), and a product that can only
 * ship from the web turns SDD off.
 */
export function screenAdd(context: BagContext): Partial<BagContext> {
  const items = pendingItems(context);
  const switchToStandard = items.some(
    (item) => sddStockDecision(item.product, context.isSddEnabled) === 'switchToStandard',
  );
  const { withStock, withoutStock } = splitByStock(items, bagLines(context.bag));
  const withoutStockIds = withoutStock.map((item) => item.product.id);
  return {
    switchToStandard,
    isSddEnabled: switchToStandard ? false : context.isSddEnabled,
    pendingAdd:
      context.pendingAdd === null
        ? null
        : { ...context.pendingAdd, items: withStock, withoutStockIds },
    withoutStock: addWithoutStock(
      context.withoutStock,
      withoutStockIds.map((productId) => ({ productId, reason: 'noStock' })),
    ),
    modal:
      withStock.length === 0
        ? { kind: 'addNotification', added: [], withoutStock: withoutStockIds }
        : context.modal,
  };
}

/** After the add call: tracking, then the cart (fast flow, all added) or a notification. */
export function completedAdd(context: BagContext): {
  tracked: TrackedItem[];
  goToCart: boolean;
  modal: BagModal | null;
} {
  const pending = context.pendingAdd;
  if (pending === null) return { tracked: [], goToCart: false, modal: context.modal };
  const goToCart =
    addOutcome({
      requested: pending.requested,
      added: pending.items.length,
      fastFlow: pending.fastFlow,
    }) === 'goToCart';
  return {
    tracked: trackedFromItems(pending.items),
    goToCart,
    modal: goToCart
      ? context.modal
      : {
          kind: 'addNotification',
          added: pending.items.map((item) => item.product.id),
          withoutStock: pending.withoutStockIds,
        },
  };
}

/** The SDD method of the bag becomes standard once a web-only product went in. */
export function needsSwitchToStandard(context: BagContext): boolean {
  const method = context.bag?.shippingMethod;
  return (
    context.switchToStandard &&
    method !== null &&
    method !== undefined &&
    isSddMethod(method) &&
    standardMethod(context.shippingMethods) !== null
  );
}
