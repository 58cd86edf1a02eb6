import { loyaltyLevelContentSchema } from '@atelier/core-loyalty';
import { describe, expect, it } from 'vitest';
import { CONTENT_LANGUAGES } from './languages.js';
import { loyaltyLevelsContent, untranslatedAdvantages } from './loyalty-levels.js';

describe('the loyalty levels content (my_loyalty)', () => {
  it.each(CONTENT_LANGUAGES)('has every advantage written in %s', (language) => {
    expect(untranslatedAdvantages(language)).toEqual([]);
  });

  it.each(CONTENT_LANGUAGES)(
    'is valid level content in %s: three levels, six advantages at most',
    (language) => {
      const levels = loyaltyLevelsContent(language).map((level) =>
        loyaltyLevelContentSchema.parse(level),
      );
      expect(levels.map((level) => level.backCode)).toEqual(['FANS', 'LOVER', 'EXPERT']);
      for (const level of levels) expect(level.advantages.length).toBeLessThanOrEqual(6);
      // The last tier leaves its upper limit to the 300 default (docs/product/loyalty.md §3.3).
      expect(levels[2]?.upperLimit).toBeNull();
    },
  );

  it('writes the advantages in the language asked', () => {
    expect(loyaltyLevelsContent('es')[0]?.advantages[1]?.title).toBe(
      'Una sorpresa por tu cumpleaños',
    );
    expect(loyaltyLevelsContent('ar')[2]?.advantages[3]?.title).toBe('نقش مجاني');
  });
});
