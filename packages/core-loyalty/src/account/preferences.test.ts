import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { keepCompleteSpecialMoments, preferencesSchema } from './preferences.js';

describe('preferences', () => {
  it('keeps only special moments with both a date and a type', () => {
    const prefs = preferencesSchema.parse({
      material: ['silver'],
      ringSize: '14',
      specialMoments: [
        { date: '05-01', momentsType: 'birthday' },
        { date: '06-01' },
        { momentsType: 'anniversary' },
        { date: '', momentsType: 'x' },
        { date: '07-01', momentsType: 'wedding', year: 2015 },
      ],
    });
    expect(prefs.specialMoments).toEqual([
      { date: '05-01', momentsType: 'birthday' },
      { date: '07-01', momentsType: 'wedding', year: 2015 },
    ]);
    expect(prefs.jewel).toEqual([]);
  });

  it('keeps a subset, each complete', () => {
    const moment = fc.record(
      {
        date: fc.option(fc.string(), { nil: null }),
        momentsType: fc.option(fc.string(), { nil: null }),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(fc.array(moment), (moments) => {
        const kept = keepCompleteSpecialMoments(moments);
        expect(kept.length).toBeLessThanOrEqual(moments.length);
        for (const m of kept) {
          expect(m.date).not.toBe('');
          expect(m.momentsType).not.toBe('');
        }
        expect(kept.length).toBe(moments.filter((m) => m.date && m.momentsType).length);
      }),
    );
  });
});
