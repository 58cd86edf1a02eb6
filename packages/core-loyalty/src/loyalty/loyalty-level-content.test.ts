import { describe, expect, it } from 'vitest';
import { levelRange, loyaltyLevelContentSchema } from './loyalty-level-content.js';

describe('loyalty level content', () => {
  const base = { id: 'l1', name: 'Fan', backCode: 'FAN', order: 1 };

  it('accepts up to six advantages', () => {
    const advantages = Array.from({ length: 6 }, (_, i) => ({ title: `a${i}` }));
    expect(loyaltyLevelContentSchema.safeParse({ ...base, advantages }).success).toBe(true);
    expect(
      loyaltyLevelContentSchema.safeParse({ ...base, advantages: [...advantages, { title: 'x' }] })
        .success,
    ).toBe(false);
  });

  it('defaults the last tier upper limit to 300 and lower limits to 0', () => {
    const levels = [
      { order: 1, lowerLimit: null, upperLimit: 100 },
      { order: 2, lowerLimit: 100, upperLimit: 200 },
      { order: 3, lowerLimit: 200, upperLimit: null },
    ];
    expect(levelRange(levels[0]!, levels)).toEqual({ lower: 0, upper: 100 });
    expect(levelRange(levels[2]!, levels)).toEqual({ lower: 200, upper: 300 });
  });

  it('ends an open level where the next one starts', () => {
    const levels = [
      { order: 1, lowerLimit: 0 },
      { order: 2, lowerLimit: 150 },
    ];
    expect(levelRange(levels[0]!, levels)).toEqual({ lower: 0, upper: 150 });
  });
});
