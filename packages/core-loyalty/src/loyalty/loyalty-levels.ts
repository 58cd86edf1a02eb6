/**
 * A loyalty level as the loyalty status reports it (API contract). The optional fields also
 * take `undefined`, so the status as its schema parses it is a list of these.
 */
export interface LoyaltyLevel {
  order: number;
  current: boolean;
  achieved: boolean;
  last?: boolean | undefined;
  totalPoints?: number | undefined;
  remainingPoints?: number | undefined;
}

/** The club has at most three tiers (docs/product/loyalty.md §1.2). */
export const MAX_LOYALTY_LEVELS = 3;

/** The level flagged current (the first one, should the back-end flag several). */
export function currentLevel<L extends LoyaltyLevel>(levels: L[]): L | undefined {
  return levels.find((level) => level.current);
}

/**
 * The level after the current one (order + 1); without a current level, the lowest-order level
 * not achieved yet, which is the one the member is working towards.
 */
export function nextLevel<L extends LoyaltyLevel>(levels: L[]): L | undefined {
  const current = currentLevel(levels);
  if (current) return levels.find((level) => level.order === current.order + 1);
  return levels
    .filter((level) => !level.achieved)
    .reduce<L | undefined>(
      (lowest, level) => (!lowest || level.order < lowest.order ? level : lowest),
      undefined,
    );
}

/** Every level achieved; false for no levels, since there is nothing to celebrate. */
export function allLevelsAchieved(levels: LoyaltyLevel[]): boolean {
  return levels.length > 0 && levels.every((level) => level.achieved);
}

/** The levels to show: the first three by order. */
export function shownLevels<L extends LoyaltyLevel>(levels: readonly L[]): L[] {
  return [...levels].sort((a, b) => a.order - b.order).slice(0, MAX_LOYALTY_LEVELS);
}
