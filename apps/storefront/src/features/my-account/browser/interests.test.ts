import { describe, expect, it } from 'vitest';
import { preferencesToSave, toggleInterest } from './interests.js';

describe('interests', () => {
  it('adds and takes a choice', () => {
    expect(toggleInterest(['gold'], 'silver')).toEqual(['gold', 'silver']);
    expect(toggleInterest(['gold', 'silver'], 'gold')).toEqual(['silver']);
  });

  it('saves only complete special moments and no ring size when unknown', () => {
    expect(
      preferencesToSave(
        { material: ['gold'], productType: [], jewel: ['pearl'], accessory: [], ringSize: '' },
        [
          { date: '2027-02-14', momentsType: 'anniversary' },
          { date: '', momentsType: 'birthday' },
          { date: '2027-05-01', momentsType: '' },
        ],
      ),
    ).toEqual({
      material: ['gold'],
      productType: [],
      jewel: ['pearl'],
      accessory: [],
      ringSize: null,
      specialMoments: [{ date: '2027-02-14', momentsType: 'anniversary' }],
    });
  });
});
