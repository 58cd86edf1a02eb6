import { describe, expect, it } from 'vitest';
import {
  hasMoreThanTwoYearsVariant,
  visibleWorkshopCategories,
  workshopHeadingCategorySchema,
} from './workshop-categories.js';

const categories = [
  { id: 2, category: 'lifeFan', moreThanTwoYears: 'Fan +2' },
  { id: 1, category: 'life', moreThanTwoYears: null },
  { id: 4, category: 'lifeExpert', moreThanTwoYears: 'Expert +2' },
  { id: 3, category: 'lifeLover', moreThanTwoYears: 'Lover +2' },
];

describe('workshop categories', () => {
  it('has no more-than-two-years variant for the first category', () => {
    expect([1, 2, 3, 4].map(hasMoreThanTwoYearsVariant)).toEqual([false, true, true, true]);
  });
  it('shows the four categories in column order, and drops the first for older items', () => {
    expect(visibleWorkshopCategories(categories, false).map((c) => c.id)).toEqual([1, 2, 3, 4]);
    expect(visibleWorkshopCategories(categories, true).map((c) => c.id)).toEqual([2, 3, 4]);
  });
  it('reads heading categories', () => {
    for (const c of categories)
      expect(workshopHeadingCategorySchema.safeParse(c).success).toBe(true);
    expect(workshopHeadingCategorySchema.safeParse({ id: 5, category: 'x' }).success).toBe(false);
  });
});
