import { currentLevel, nextLevel, shownLevels, type LoyaltyLevel } from './loyalty-levels.js';
import {
  DEFAULT_LAST_TIER_UPPER_LIMIT,
  levelRange,
  type LoyaltyLevelContent,
} from './loyalty-level-content.js';

/** A status level with its `backCode`, as the loyalty status reports it. */
export interface StatusLevel extends LoyaltyLevel {
  backCode?: string | undefined;
}

/** One level as the loyalty area shows it: the status merged with the content's words. */
export interface LevelProgressView {
  order: number;
  backCode: string | null;
  /** Content for the level (name, colour, icon, advantages); null when the content has none. */
  content: LoyaltyLevelContent | null;
  current: boolean;
  achieved: boolean;
  /** The points range of the level (content limits; else the status thresholds). */
  range: { lower: number; upper: number };
  /** Points still to earn to reach this level: only on the level after the current one. */
  remaining: number | null;
  /** How far the member is through the current level, 0 to 1; null on other levels. */
  progress: number | null;
}

const clamp01 = (value: number) => (Number.isFinite(value) ? Math.min(1, Math.max(0, value)) : 0);

/** The content of a level: matched by back-end code, else by order. */
function contentOf(
  level: StatusLevel,
  content: readonly LoyaltyLevelContent[],
): LoyaltyLevelContent | null {
  return (
    content.find((c) => level.backCode !== undefined && c.backCode === level.backCode) ??
    content.find((c) => c.order === level.order) ??
    null
  );
}

/**
 * The levels of the loyalty area (docs/product/loyalty.md §3, §3.1, §1.2): at most three, lowest
 * first; the current one with how far the balance has gone through its range, the next one with the
 * points still missing (the status's remainingPoints, else its threshold minus the balance).
 * A range comes from the content's limits (0 below, 300 above the last tier when unset);
 * without content, from the status thresholds (totalPoints) of the level and the one after.
 */
export function levelProgress(
  levels: readonly StatusLevel[],
  content: readonly LoyaltyLevelContent[],
  balance: number,
): LevelProgressView[] {
  const shown = shownLevels(levels);
  const current = currentLevel(shown);
  const next = nextLevel(shown);
  const contents = shown.map((level) => contentOf(level, content));
  const ranged = contents.filter((c): c is LoyaltyLevelContent => c !== null);
  return shown.map((level, index) => {
    const own = contents[index] ?? null;
    const after = shown[index + 1];
    // Content that stops at this level leaves its top open: the status's next threshold ends
    // it before the 300 default of a last tier does.
    const openTop =
      own !== null &&
      typeof own.upperLimit !== 'number' &&
      !ranged.some((other) => other.order > own.order) &&
      after?.totalPoints !== undefined;
    const range = own
      ? openTop
        ? { lower: levelRange(own, ranged).lower, upper: after?.totalPoints ?? 0 }
        : levelRange(own, ranged)
      : {
          lower: level.totalPoints ?? 0,
          upper: after?.totalPoints ?? DEFAULT_LAST_TIER_UPPER_LIMIT,
        };
    const isNext = next !== undefined && level === next;
    const remaining = isNext
      ? Math.max(0, level.remainingPoints ?? (level.totalPoints ?? range.lower) - balance)
      : null;
    const span = range.upper - range.lower;
    const progress =
      level === current ? (span > 0 ? clamp01((balance - range.lower) / span) : 1) : null;
    return {
      order: level.order,
      backCode: level.backCode ?? own?.backCode ?? null,
      content: own,
      current: level.current,
      achieved: level.achieved,
      range,
      remaining,
      progress,
    };
  });
}
