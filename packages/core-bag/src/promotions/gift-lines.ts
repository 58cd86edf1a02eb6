/**
 * A gift-with-purchase offer as the back-end knows it: the amount the bag must reach (net of
 * discounts, in the bag's minor units) and the product it gives.
 */
export interface GiftOffer {
  readonly promotion: string;
  /** Minor units (cents) the bag's net amount must reach. */
  readonly thresholdMinor: number;
  readonly giftProduct: string;
}

/**
 * docs/product/bag.md §3.1 and docs/product/bag.md §3: a gift-with-purchase promotion fires when
 * the bag's net amount reaches its threshold, and gives its product once (quantity 1, price 0). The
 * gift products due, each once, in the offers' order.
 */
export function giftProductsDue(offers: readonly GiftOffer[], netMinor: number): string[] {
  const due: string[] = [];
  for (const offer of offers) {
    if (netMinor >= offer.thresholdMinor && !due.includes(offer.giftProduct))
      due.push(offer.giftProduct);
  }
  return due;
}

/**
 * What turns the gift lines a bag holds into the ones due: the gift lines to add and the ones
 * to remove (a bag that fell below a threshold loses that gift; a duplicate goes too).
 */
export function giftLineChanges(
  present: readonly string[],
  due: readonly string[],
): { add: string[]; remove: string[] } {
  const kept = new Set<string>();
  const remove: string[] = [];
  for (const product of present) {
    if (due.includes(product) && !kept.has(product)) kept.add(product);
    else remove.push(product);
  }
  return { add: due.filter((product) => !kept.has(product)), remove };
}
