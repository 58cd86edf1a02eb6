import type { BagContext, BagEmitted, BagFailure } from './bag.machine.types.js';
import {
  cartErrorReason,
  isStaleCartError,
  productIdFromBundleError,
  showsErrorModal,
} from '../errors/cart-error-rules.js';
import { readCartError } from '../errors/cart-error.js';
import { expiredCartId } from '../errors/classify-cart-error.js';
import { addWithoutStock } from '../lines/without-stock-list.js';

export interface FailureOutcome {
  patch: Partial<BagContext>;
  emitted: BagEmitted[];
  recovery: BagContext['recovery'];
}

/** Products an error names: subjects, then ids in square brackets (bundle adds). */
function productIdsOf(error: unknown): string[] {
  const ids = new Set<string>();
  for (const item of readCartError(error)?.errors ?? []) {
    if (item.subject !== undefined && item.subject !== '') ids.add(item.subject);
  }
  const bracketed = productIdFromBundleError(error);
  if (bracketed !== null) ids.add(bracketed);
  return [...ids];
}

/**
 * docs/product/bag.md §9.3: what a failed bag operation does to the bag. The bag's products are
 * kept unless the back-end says the cart is gone; the interface is always unlocked afterwards
 * (the machine goes to its failed state, or first to the fallback call named in recovery).
 */
export function failureOutcome(context: BagContext, failure: BagFailure): FailureOutcome {
  const avoidErrorModal = context.pendingAdd?.avoidErrorModal === true;
  const patch: Partial<BagContext> = { failure };
  // A packaging choice that could not be sent is dropped rather than retried forever, and
  // the toggle shows what the bag holds again.
  if (failure.operation === 'setPackaging') {
    patch.pendingPackaging = null;
    patch.includePackaging = context.bag?.includePackaging ?? context.includePackaging;
  }
  const emitted: BagEmitted[] = [];
  const modal = () => {
    const kind =
      failure.kind === 'timeout' || failure.kind === 'malformed' || failure.kind === 'sameBag'
        ? 'unexpected'
        : failure.kind;
    if (showsErrorModal(kind, { avoidErrorModal })) {
      patch.modal = { kind: 'error', operation: failure.operation, reason: cartErrorReason(kind) };
    }
  };

  if (failure.operation === 'applyVoucher' || failure.kind === 'voucher') {
    // A voucher failure only flags the input: no modal (docs/product/bag.md §7).
    patch.wrongVoucher = true;
    if (failure.operation === 'applyVoucher' && context.pendingVoucher !== null) {
      emitted.push({ type: 'tracking.couponKo', code: context.pendingVoucher });
    }
    return { patch, emitted, recovery: null };
  }
  if (
    failure.operation !== 'lookUpOrder' &&
    context.cartId !== null &&
    isStaleCartError(failure.error)
  ) {
    return { patch, emitted, recovery: 'lookUpOrder' };
  }
  switch (failure.kind) {
    case 'cartGone':
      Object.assign(patch, removedBagPatch(context));
      emitted.push({ type: 'bag.cartIdChanged', cartId: null });
      modal();
      return { patch, emitted, recovery: null };
    case 'expired': {
      const newCartId = expiredCartId(failure.error);
      if (newCartId === null || failure.operation === 'restore')
        return { patch, emitted, recovery: null };
      patch.cartId = newCartId;
      emitted.push({ type: 'bag.cartIdChanged', cartId: newCartId });
      return { patch, emitted, recovery: 'restore' };
    }
    case 'noStock': {
      let ids = productIdsOf(failure.error);
      if (ids.length === 0 && failure.operation === 'add') {
        ids = (context.pendingAdd?.items ?? []).map((item) => item.product.id);
      }
      patch.withoutStock = addWithoutStock(
        context.withoutStock,
        ids.map((productId) => ({ productId, reason: 'noStock' })),
      );
      if (!avoidErrorModal) patch.modal = { kind: 'noStock', productIds: ids };
      return { patch, emitted, recovery: null };
    }
    case 'noSddStock':
      patch.modal = {
        kind: 'noSddStock',
        title: 'noSddStock',
        message: 'productNotAvailableToShip',
      };
      return { patch, emitted, recovery: null };
    default:
      modal();
      return { patch, emitted, recovery: null };
  }
}

/** docs/product/bag.md §2.5: removing the bag clears ids and products and resets gift packaging. */
export function removedBagPatch(context: BagContext): Partial<BagContext> {
  return {
    bag: null,
    cartId: null,
    undo: [],
    includePackaging: context.defaultPackaging,
  };
}
