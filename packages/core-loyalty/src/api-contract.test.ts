import {
  allLevelsAchieved,
  currentLevel,
  isAdult,
  nextLevel,
  toussiState,
  type LoyaltyLevel,
  type ToussiState,
  type WorkshopMarker,
  type WorkshopValue,
} from '@atelier/core-loyalty';
import { describe, expect, expectTypeOf, it } from 'vitest';

// docs/api-contract.md §6, @atelier/core-loyalty, imported from the package root.
describe('core-loyalty public contract', () => {
  it('has the contract types', () => {
    expectTypeOf<ToussiState>().toEqualTypeOf<'obtained' | 'pick-at-store' | 'not-obtained'>();
    expectTypeOf<LoyaltyLevel>().toEqualTypeOf<{
      order: number;
      current: boolean;
      achieved: boolean;
      last?: boolean;
      totalPoints?: number;
      remainingPoints?: number;
    }>();
    expectTypeOf<WorkshopMarker>().toEqualTypeOf<
      'seeBudget' | 'proportionalPvp' | 'fiftyPercentPvp'
    >();
    expectTypeOf<WorkshopValue>().toEqualTypeOf<number | '' | WorkshopMarker>();
  });

  it('has the contract signatures', () => {
    expectTypeOf(isAdult).toEqualTypeOf<
      (birthDate: Date | string | null | undefined, now: Date) => boolean | undefined
    >();
    expectTypeOf(toussiState).toEqualTypeOf<(code: number) => ToussiState>();
    expectTypeOf(allLevelsAchieved).toEqualTypeOf<(levels: LoyaltyLevel[]) => boolean>();
    type Tagged = LoyaltyLevel & { name: string };
    expectTypeOf(currentLevel<Tagged>).toEqualTypeOf<(levels: Tagged[]) => Tagged | undefined>();
    expectTypeOf(nextLevel<Tagged>).toEqualTypeOf<(levels: Tagged[]) => Tagged | undefined>();
  });

  it('means what the contract says', () => {
    const now = new Date('2026-11-22T00:00:00Z');
    expect(isAdult(new Date(now.getTime() - 6574 * 86_400_000), now)).toBe(true);
    expect(isAdult(undefined, now)).toBeUndefined();
    expect([1, 2, 0, 7].map(toussiState)).toEqual([
      'obtained',
      'pick-at-store',
      'not-obtained',
      'not-obtained',
    ]);
    const levels = [
      { order: 1, current: false, achieved: true },
      { order: 2, current: true, achieved: true },
      { order: 3, current: false, achieved: false },
    ];
    expect(currentLevel(levels)?.order).toBe(2);
    expect(nextLevel(levels)?.order).toBe(3);
    expect(nextLevel(levels.map((l) => ({ ...l, current: false })))?.order).toBe(3);
    expect(allLevelsAchieved([])).toBe(false);
  });
});
