import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MOMENT_TYPES, momentTypeOf, preferencesToSave, toggleInterest } from './interests.js';

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

  it("names a saved occasion by the list's entry whatever the case of its code (issue 32)", () => {
    fc.assert(
      fc.property(fc.constantFrom(...MOMENT_TYPES), fc.boolean(), (type, upper) => {
        const saved = upper ? type.code.toUpperCase() : type.code;
        expect(momentTypeOf(saved)).toBe(type);
      }),
    );
    expect(momentTypeOf('GRADUATION')).toBeUndefined();
  });
});
