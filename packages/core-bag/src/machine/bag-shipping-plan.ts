import { addWithoutStock } from '../lines/without-stock-list.js';
import type { BagContext } from './bag.machine.types.js';
import { bagLines } from '../lines/entry-line.js';
import { sddPostalCodeFromUser } from '../shipping/sdd-postal-code.js';
import { selectBestCart } from '../best-cart/select-best-cart.js';
import {
  chooseShippingMethod,
  noShippingMethodAvailable,
} from '../shipping/shipping-method-choice.js';

function storesOf(context: BagContext): string[] {
  return (context.bag?.storesByCP ?? []).map((store) => store.id);
}

/**
 * docs/product/shipping.md §5: best-cart selection runs once per check, when no method is
 * available.
 */
export function bestCartApplies(context: BagContext): boolean {
  return (
    !context.bestCartTried &&
    noShippingMethodAvailable(context.shippingMethods) &&
    selectBestCart(bagLines(context.bag), storesOf(context)).removedGroup !== null
  );
}

/** The cheaper group goes without undo, listed as without stock; SDD follows the choice. */
export function bestCartPlan(context: BagContext): Partial<BagContext> {
  const best = selectBestCart(bagLines(context.bag), storesOf(context));
  return {
    bestCartTried: true,
    pendingChanges: best.removed.map((line) => ({ entryNumber: line.entryNumber, quantity: 0 })),
    withoutStock: addWithoutStock(
      context.withoutStock,
      best.removed.map((line) => ({ productId: line.productId, reason: 'bestCart' as const })),
    ),
    isSddEnabled: best.sddEnabled,
  };
}

/** Step 3: the method code to set, or null when the chosen one stays. */
export function shippingMethodToSet(context: BagContext): string | null {
  const choice = chooseShippingMethod(context.bag?.shippingMethod?.code, context.shippingMethods);
  return choice.changed ? (choice.method?.code ?? null) : null;
}

/** Step 4: the user's default address wins; otherwise what the bag already had. */
export function sddPostalCodeFor(context: BagContext): string | null {
  return (
    sddPostalCodeFromUser(context.user, context.isSddEnabled, context.shippingMethods) ??
    context.sddPostalCode ??
    context.bag?.sddPostalCode ??
    null
  );
}
