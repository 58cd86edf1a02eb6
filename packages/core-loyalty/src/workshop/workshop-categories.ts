import { lazySchema } from '@atelier/core-catalogue';
import { z } from 'zod';

/**
 * The four workshop categories, one per column ({product}Life, LifeFan, LifeLover, LifeExpert):
 * the base category and one per loyalty tier.
 */
export const WORKSHOP_CATEGORIES = ['life', 'lifeFan', 'lifeLover', 'lifeExpert'] as const;
export type WorkshopCategory = (typeof WORKSHOP_CATEGORIES)[number];

/** A heading cell: `moreThanTwoYears` is its label for items older than two years, if it has one. */
export const workshopHeadingCategorySchema = lazySchema(() =>
  z.object({
    id: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal(4)]),
    category: z.string(),
    moreThanTwoYears: z.string().nullable().optional(),
    color: z.string().optional(),
  }),
);
export type WorkshopHeadingCategory = z.infer<typeof workshopHeadingCategorySchema>;

/** Column 1, the base category, has no 'more than two years' variant. */
export function hasMoreThanTwoYearsVariant(columnId: number): boolean {
  return columnId !== 1;
}

/** The heading categories to show: with the older-than-two-years toggle on, column 1 goes. */
export function visibleWorkshopCategories<C extends { id: number }>(
  categories: readonly C[],
  moreThanTwoYears: boolean,
): C[] {
  return [...categories]
    .sort((a, b) => a.id - b.id)
    .filter((category) => !moreThanTwoYears || hasMoreThanTwoYearsVariant(category.id));
}
