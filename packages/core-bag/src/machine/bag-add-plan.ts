import { addOutcome, splitByStock, type AddItem } from '../lines/add-to-bag.js';
import { addShortfalls } from '../lines/add-shortfalls.js';
import { addWithoutStock } from '../lines/without-stock-list.js';
import { trackedFromItems } from './bag-machine-helpers.js';
import type { BagContext, BagModal, TrackedItem, WithoutStockItem } from './bag.machine.types.js';
import { bagLines } from '../lines/entry-line.js';
import { sddStockDecision } from '../stock/sdd-stock-rule.js';
import { isSddMethod, standardMethod } from '../shipping/shipping-method-choice.js';

function pendingItems(context: BagContext): AddItem[] {
  return context.pendingAdd?.items ?? [];
}

/**
 * docs/product/bag.md §3.2: with SDD on, a product with neither overall nor online stock cannot be
 * added.
 */
export function isAddBlockedBySdd(context: BagContext): boolean {
  return pendingItems(context).some(
    (item) => sddStockDecision(item.product, context.isSddEnabled) === 'noSddStock',
  );
}

export function hasNothingToAdd(context: BagContext): boolean {
  return splitByStock(pendingItems(context), bagLines(context.bag)).withStock.length === 0;
}

/**
 * docs/product/bag.md §3.1, before any call: what has stock is kept for posting, the rest is listed
 * as without stock (with a notification when nothing is left), and a product that can only
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

/**
 * After the add call: tracking, then the cart (fast flow, all added) or a notification. What
 * the back-end put in short of the asked quantity (its cart modifications, on the bag it
 * answered) is listed as without stock, wholly or partly, tracked as what went in, and keeps
 * the shopper off the cart (docs/product/bag.md §3: only when everything went in).
 */
export function completedAdd(context: BagContext): {
  tracked: TrackedItem[];
  goToCart: boolean;
  modal: BagModal | null;
  withoutStock: WithoutStockItem[];
} {
  const pending = context.pendingAdd;
  if (pending === null) {
    return { tracked: [], goToCart: false, modal: context.modal, withoutStock: [] };
  }
  const shortfalls = addShortfalls(pending.items, context.bag?.cartModifications);
  const short = new Map(shortfalls.map((shortfall) => [shortfall.productId, shortfall]));
  const wentIn = pending.items.filter((item) => (short.get(item.product.id)?.added ?? 1) > 0);
  const goToCart =
    addOutcome({
      requested: pending.requested,
      added: pending.items.length - shortfalls.length,
      fastFlow: pending.fastFlow,
    }) === 'goToCart';
  const tracked = trackedFromItems(wentIn).map((entry) => {
    const shortfall = short.get(entry.productId);
    return shortfall ? { ...entry, quantity: shortfall.added } : entry;
  });
  return {
    tracked,
    goToCart,
    modal: goToCart
      ? context.modal
      : {
          kind: 'addNotification',
          added: wentIn.map((item) => item.product.id),
          withoutStock: [...pending.withoutStockIds, ...short.keys()],
        },
    withoutStock: shortfalls.map((shortfall) => ({
      productId: shortfall.productId,
      reason: shortfall.added === 0 ? 'noStock' : 'partial',
    })),
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
