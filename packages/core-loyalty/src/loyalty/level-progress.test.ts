import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { levelProgress, type StatusLevel } from './level-progress.js';
import { MAX_LOYALTY_LEVELS } from './loyalty-levels.js';
import type { LoyaltyLevelContent } from './loyalty-level-content.js';

const content = (
  order: number,
  backCode: string,
  lowerLimit: number | null,
  upperLimit: number | null,
): LoyaltyLevelContent => ({
  id: backCode,
  name: backCode,
  backCode,
  order,
  lowerLimit,
  upperLimit,
  advantages: [],
});
const CONTENT = [
  content(1, 'FANS', 0, 100),
  content(2, 'LOVER', 100, 300),
  content(3, 'EXPERT', 300, null),
];

/** The sandbox's member: Lover with 180 points, 120 to Expert. */
const STATUS: StatusLevel[] = [
  {
    order: 1,
    backCode: 'FANS',
    current: false,
    achieved: true,
    totalPoints: 0,
    remainingPoints: 0,
  },
  {
    order: 2,
    backCode: 'LOVER',
    current: true,
    achieved: true,
    totalPoints: 100,
    remainingPoints: 0,
  },
  {
    order: 3,
    backCode: 'EXPERT',
    current: false,
    achieved: false,
    totalPoints: 300,
    remainingPoints: 120,
    last: true,
  },
];

describe('levelProgress', () => {
  it('merges content by code, shows progress on the current level and what the next needs', () => {
    const views = levelProgress(STATUS, CONTENT, 180);
    expect(views.map((v) => v.content?.name)).toEqual(['FANS', 'LOVER', 'EXPERT']);
    expect(views[1]).toMatchObject({ current: true, progress: 0.4, remaining: null });
    expect(views[2]).toMatchObject({
      remaining: 120,
      progress: null,
      range: { lower: 300, upper: 300 },
    });
    expect(views[0]?.remaining).toBeNull();
  });

  it('counts the missing points from the threshold when the status leaves them out', () => {
    const status = STATUS.map(({ remainingPoints: _drop, ...level }) => level);
    expect(levelProgress(status, CONTENT, 180)[2]?.remaining).toBe(120);
  });

  it('falls back on the status thresholds without content, 300 above the last tier', () => {
    const views = levelProgress(STATUS, [], 180);
    expect(views.map((v) => v.range)).toEqual([
      { lower: 0, upper: 100 },
      { lower: 100, upper: 300 },
      { lower: 300, upper: 300 },
    ]);
    expect(views.every((v) => v.content === null)).toBe(true);
  });

  it('on the last tier the bar ends at 300 when the content leaves it open', () => {
    const top = STATUS.map((l) => ({ ...l, current: l.order === 3, achieved: true }));
    const views = levelProgress(top, CONTENT, 330);
    expect(views[2]).toMatchObject({ progress: 1, remaining: null });
    expect(views.some((v) => v.remaining !== null)).toBe(false);
  });

  it('ends a level the content leaves open at the next status threshold when the content stops there', () => {
    const views = levelProgress(STATUS, [content(1, 'FANS', 0, null)], 60);
    expect(views[0]?.range).toEqual({ lower: 0, upper: 100 });
    expect(
      levelProgress(
        STATUS.map((l) => ({ ...l, current: l.order === 1 })),
        [content(1, 'FANS', 0, null)],
        60,
      )[0]?.progress,
    ).toBeCloseTo(0.6);
  });

  const level = fc.record({
    order: fc.integer({ min: 0, max: 6 }),
    backCode: fc.constantFrom('FANS', 'LOVER', 'EXPERT', 'OTHER', undefined),
    current: fc.boolean(),
    achieved: fc.boolean(),
    totalPoints: fc.option(fc.integer({ min: -50, max: 1000 }), { nil: undefined }),
    remainingPoints: fc.option(fc.integer({ min: -50, max: 1000 }), { nil: undefined }),
  });

  it('whatever the status says: at most 3 levels, one current at most, bars within 0..1, nothing negative', () => {
    fc.assert(
      fc.property(
        fc.array(level, { maxLength: 6 }),
        fc.boolean(),
        fc.integer({ min: -100, max: 2000 }),
        (levels, withContent, balance) => {
          const views = levelProgress(levels, withContent ? CONTENT : [], balance);
          expect(views.length).toBeLessThanOrEqual(MAX_LOYALTY_LEVELS);
          expect(views.filter((v) => v.progress !== null).length).toBeLessThanOrEqual(1);
          expect(views.filter((v) => v.remaining !== null).length).toBeLessThanOrEqual(1);
          for (const v of views) {
            if (v.progress !== null) {
              expect(v.current).toBe(true);
              expect(v.progress).toBeGreaterThanOrEqual(0);
              expect(v.progress).toBeLessThanOrEqual(1);
            }
            if (v.remaining !== null) expect(v.remaining).toBeGreaterThanOrEqual(0);
          }
          const orders = views.map((v) => v.order);
          expect(orders).toEqual([...orders].sort((a, b) => a - b));
        },
      ),
    );
  });
});
