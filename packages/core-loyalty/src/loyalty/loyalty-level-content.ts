import { lazySchema } from '@atelier/core-catalogue';
import { z } from 'zod';

export const MAX_LEVEL_ADVANTAGES = 6;
/** When the content leaves the last tier open-ended, its bar ends at 300 points. */
export const DEFAULT_LAST_TIER_UPPER_LIMIT = 300;
export const DEFAULT_LOWER_LIMIT = 0;

export const levelAdvantageSchema = lazySchema(() =>
  z.object({
    id: z.string().optional(),
    title: z.string(),
    description: z.string().optional(),
    icon: z.string().optional(),
  }),
);

/** What the content system says about one level (docs/product/loyalty.md §3.2). */
export const loyaltyLevelContentSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    backCode: z.string(),
    order: z.number().int(),
    color: z.string().optional(),
    icon: z.string().optional(),
    lowerLimit: z.number().nullable().optional(),
    upperLimit: z.number().nullable().optional(),
    analyticName: z.string().optional(),
    advantages: z.array(levelAdvantageSchema).max(MAX_LEVEL_ADVANTAGES).default([]),
  }),
);
export type LoyaltyLevelContent = z.infer<typeof loyaltyLevelContentSchema>;

export interface LevelRange {
  lower: number;
  upper: number;
}

/**
 * The points range of a level: a missing lower limit is 0; a missing upper limit is 300 for
 * the last tier (the highest order), and the next level's lower limit otherwise.
 */
export function levelRange(
  level: Pick<LoyaltyLevelContent, 'order' | 'lowerLimit' | 'upperLimit'>,
  levels: readonly Pick<LoyaltyLevelContent, 'order' | 'lowerLimit' | 'upperLimit'>[],
): LevelRange {
  const lower = level.lowerLimit ?? DEFAULT_LOWER_LIMIT;
  if (typeof level.upperLimit === 'number') return { lower, upper: level.upperLimit };
  const higher = levels.filter((other) => other.order > level.order);
  if (higher.length === 0) return { lower, upper: DEFAULT_LAST_TIER_UPPER_LIMIT };
  const next = higher.reduce((a, b) => (b.order < a.order ? b : a));
  return { lower, upper: next.lowerLimit ?? DEFAULT_LAST_TIER_UPPER_LIMIT };
}
