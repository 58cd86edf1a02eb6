/** What a site's club counts: points, or gems in the second version of the programme. */
export type LoyaltyUnit = 'points' | 'gems';

/** The site's programme as its settings name it (`activeLoyaltyProgram`). */
export type LoyaltyProgram = 'none' | 'loyalty' | 'loyaltyPlus';

export interface LoyaltyBalance {
  unit: LoyaltyUnit;
  amount: number;
}

/**
 * The member's balance in the unit the site's club counts (docs/product/loyalty.md §1.1, §1.3:
 * "points are called gems" where the programme says so). The second version of the programme
 * (loyaltyPlus) counts gems (`currentGems`); the first counts points. A negative or missing
 * amount is 0, the status's default.
 */
export function loyaltyBalance(
  status: { points?: number | undefined; currentGems?: number | undefined },
  program: LoyaltyProgram,
): LoyaltyBalance {
  const unit: LoyaltyUnit = program === 'loyaltyPlus' ? 'gems' : 'points';
  const raw = unit === 'gems' ? status.currentGems : status.points;
  const amount = typeof raw === 'number' && Number.isFinite(raw) ? Math.max(0, raw) : 0;
  return { unit, amount };
}
