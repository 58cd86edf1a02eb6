// The checkout's order summary and cart view, from the bag machine's context and the method
// the checkout holds: the bag page's cart view (core-bag's bagSummary) with the checkout's
// chosen method priced, so the summary shows what the shopper is about to pay.
import type { BagContext } from '@atelier/core-bag';
import type { CheckoutCart, CheckoutCartLine } from '../checkout-types.js';
import { cartView } from '../../bag/index.js';

export function checkoutCartOf(
  context: BagContext,
  site: string,
  chosenMethod: string | null,
): CheckoutCart {
  const view = cartView(context, site);
  const method = view.methods.find((m) => m.code === (chosenMethod ?? view.selectedMethod));
  const entries = (context.bag?.products ?? []).filter((entry) => entry.saveForLater !== true);
  const lines: CheckoutCartLine[] = view.lines
    .filter((line) => !line.isToussi)
    .flatMap((line) => [
      {
        entryNumber: line.entryNumber,
        productId: line.productId,
        name: line.name,
        quantity: line.quantity,
        sizeName: line.sizeName,
        engravingText: line.engravingText,
        image: line.image,
        total: line.lineTotal,
        isGift: line.isGift,
      },
      // A personalised piece's charms follow it, each with its own price.
      ...line.charms.map((charm) => ({
        entryNumber: charm.entryNumber,
        productId: charm.productId,
        name: charm.name,
        quantity: 1,
        sizeName: null,
        engravingText: null,
        image: charm.image,
        total: charm.lineTotal,
        isGift: false,
        isCharm: true,
      })),
    ]);
  // No method known yet (the bag's methods not read): no shipping line rather than a guess.
  const estimated = method
    ? method.price
    : view.methods.length > 0
      ? view.summary.shippingPrice
      : null;
  const net = Math.max(0, view.summary.total - view.summary.discounts);
  // Once the back-end's bag has the chosen method, its totals are what a payment must match.
  const priced = context.bag?.priceSummary;
  const backEnd =
    priced?.totalAfterShipment !== undefined &&
    chosenMethod !== null &&
    context.bag?.shippingMethod?.code === chosenMethod
      ? { total: priced.totalAfterShipment.value, shipping: priced.shipmentPrice?.value ?? 0 }
      : null;
  const shipping = backEnd?.shipping ?? estimated;
  return {
    cartId: context.cartId ?? '',
    code: context.bag?.code ?? context.cartId ?? '',
    lines,
    totals: {
      subtotal: view.summary.total,
      shipping,
      discounts: view.summary.discounts,
      total: backEnd?.total ?? net + (shipping ?? 0),
      currency: view.currency ?? entries[0]?.product.price.currency ?? '',
    },
  };
}

/** What each of the bag's methods costs for this bag now (docs/product/shipping.md §6), by code. */
export function methodPricesOf(context: BagContext, site: string): Record<string, number> {
  return Object.fromEntries(cartView(context, site).methods.map((m) => [m.code, m.price]));
}
