import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { loyaltyBalance } from './loyalty-balance.js';

describe('loyaltyBalance', () => {
  it('counts gems in the second programme and points in the first', () => {
    expect(loyaltyBalance({ points: 180, currentGems: 40 }, 'loyaltyPlus')).toEqual({
      unit: 'gems',
      amount: 40,
    });
    expect(loyaltyBalance({ points: 180, currentGems: 40 }, 'loyalty')).toEqual({
      unit: 'points',
      amount: 180,
    });
  });

  it('is 0 when the status has no amount', () => {
    expect(loyaltyBalance({}, 'loyaltyPlus')).toEqual({ unit: 'gems', amount: 0 });
  });

  it('never shows a negative or non-finite balance, and the unit follows the programme only', () => {
    fc.assert(
      fc.property(
        fc.record({
          points: fc.option(fc.double(), { nil: undefined }),
          currentGems: fc.option(fc.double(), { nil: undefined }),
        }),
        fc.constantFrom('none', 'loyalty', 'loyaltyPlus' as const),
        (status, program) => {
          const balance = loyaltyBalance(status, program);
          expect(Number.isFinite(balance.amount) && balance.amount >= 0).toBe(true);
          expect(balance.unit).toBe(program === 'loyaltyPlus' ? 'gems' : 'points');
        },
      ),
    );
  });
});
