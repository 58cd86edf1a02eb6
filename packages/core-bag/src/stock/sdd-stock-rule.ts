/**
 * docs/product/bag.md §3.2, while same-day delivery is on: a product without overall stock cannot
 * come from a store today. With online stock it can still ship, so SDD goes off and an SDD
 * method becomes standard; without online stock it cannot be served at all (noSddStock).
 */
export type SddStockDecision = 'keep' | 'switchToStandard' | 'noSddStock';

export function sddStockDecision(
  product: { hasOverallStock: boolean; onlineStock: boolean },
  sddEnabled: boolean,
): SddStockDecision {
  if (!sddEnabled || product.hasOverallStock) return 'keep';
  return product.onlineStock ? 'switchToStandard' : 'noSddStock';
}
