import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  MAX_LOYALTY_LEVELS,
  allLevelsAchieved,
  currentLevel,
  nextLevel,
  shownLevels,
  type LoyaltyLevel,
} from './loyalty-levels.js';

const level = (order: number, current = false, achieved = false): LoyaltyLevel => ({
  order,
  current,
  achieved,
});

/** A consistent status: levels 1..n, those below the current one achieved. */
const levels = fc
  .integer({ min: 0, max: 3 })
  .chain((count) =>
    fc
      .integer({ min: 0, max: count })
      .map((currentOrder) =>
        Array.from({ length: count }, (_, i) =>
          level(i + 1, i + 1 === currentOrder, i + 1 <= currentOrder),
        ),
      ),
  )
  .chain((list) => fc.shuffledSubarray(list, { minLength: list.length, maxLength: list.length }));

describe('loyalty levels', () => {
  it('finds the current and the next level', () => {
    const list = [level(1, false, true), level(2, true, true), level(3)];
    expect(currentLevel(list)?.order).toBe(2);
    expect(nextLevel(list)?.order).toBe(3);
  });

  it('has no next level on the last tier', () => {
    expect(
      nextLevel([level(1, false, true), level(2, false, true), level(3, true, true)]),
    ).toBeUndefined();
  });

  it('aims at the lowest level not achieved when none is current', () => {
    expect(nextLevel([level(3), level(2), level(1, false, true)])?.order).toBe(2);
    expect(nextLevel([])).toBeUndefined();
  });

  it('says all achieved only with levels, every one achieved', () => {
    expect(allLevelsAchieved([])).toBe(false);
    expect(allLevelsAchieved([level(1, false, true), level(2, true, true)])).toBe(true);
    expect(allLevelsAchieved([level(1, true, true), level(2)])).toBe(false);
  });

  it('shows at most three levels, lowest first', () => {
    expect(shownLevels([level(4), level(2), level(1), level(3)]).map((l) => l.order)).toEqual([
      1, 2, 3,
    ]);
  });

  it('has at most one current level, and the next is order + 1', () => {
    fc.assert(
      fc.property(levels, (list) => {
        expect(list.filter((l) => l.current).length).toBeLessThanOrEqual(1);
        const current = currentLevel(list);
        const next = nextLevel(list);
        if (current && next) expect(next.order).toBe(current.order + 1);
        if (current && !next) expect(list.some((l) => l.order === current.order + 1)).toBe(false);
        if (next) expect(list).toContain(next);
        expect(shownLevels(list).length).toBeLessThanOrEqual(MAX_LOYALTY_LEVELS);
      }),
    );
  });

  it('all achieved means no level left to aim at when none is current', () => {
    fc.assert(
      fc.property(levels, (list) => {
        if (allLevelsAchieved(list) && !currentLevel(list)) expect(nextLevel(list)).toBeUndefined();
      }),
    );
  });
});
