/** Spec 2, section 9: the cart lists the first 4 toussis that can be picked at a store with stock. */
export const CART_TOUSSI_LIMIT = 4;

export function toussisForCart<T extends { state: string; hasStock: boolean }>(
  toussis: readonly T[],
): T[] {
  return toussis
    .filter((toussi) => toussi.state === 'pick-at-store' && toussi.hasStock)
    .slice(0, CART_TOUSSI_LIMIT);
}
