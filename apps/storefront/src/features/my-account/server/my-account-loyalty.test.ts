import { describe, expect, it } from 'vitest';
import { levelsOfPage, loadLoyaltyAreaContent } from './my-account-loyalty.js';

const level = {
  id: 'l1',
  name: 'Fan',
  backCode: 'FANS',
  order: 1,
  advantages: [{ title: 'Gift' }],
};

describe('the loyalty area content', () => {
  it('keeps the valid levels of the my_loyalty item and drops malformed ones', () => {
    expect(levelsOfPage({ levels: [level, { name: 'no code' }] }).map((l) => l.backCode)).toEqual([
      'FANS',
    ]);
    expect(levelsOfPage({})).toEqual([]);
    expect(levelsOfPage(null)).toEqual([]);
  });

  it('is null where the site runs no club, and survives a missing item', async () => {
    const content = {
      labelsPage: () => Promise.reject(new Error('203')),
    };
    expect(
      await loadLoyaltyAreaContent(content, 'sa-ar', { activeLoyaltyProgram: 'none' }),
    ).toBeNull();
    expect(
      await loadLoyaltyAreaContent(content, 'es-es', { activeLoyaltyProgram: 'loyaltyPlus' }),
    ).toEqual({
      program: 'loyaltyPlus',
      levels: [],
    });
    const withLevels = {
      labelsPage: () => Promise.resolve({ title: 'Club', labels: {}, levels: [level] }),
    };
    expect(
      (await loadLoyaltyAreaContent(withLevels, 'fr-fr', { activeLoyaltyProgram: 'loyalty' }))
        ?.levels,
    ).toHaveLength(1);
  });
});
