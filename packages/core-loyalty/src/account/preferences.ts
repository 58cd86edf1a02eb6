import { lazySchema } from '@atelier/core-catalogue';
import { z } from 'zod';

export interface SpecialMoment {
  date: string;
  momentsType: string;
  year?: number;
}

const rawSpecialMomentSchema = lazySchema(() =>
  z.object({
    date: z.string().nullable().optional(),
    momentsType: z.string().nullable().optional(),
    year: z.number().int().nullable().optional(),
  }),
);
type RawSpecialMoment = z.infer<typeof rawSpecialMomentSchema>;

/** Half-filled moments (a date without a type or the reverse) cannot be celebrated: dropped. */
export function keepCompleteSpecialMoments(moments: readonly RawSpecialMoment[]): SpecialMoment[] {
  return moments.flatMap((moment) =>
    moment.date && moment.momentsType
      ? [
          {
            date: moment.date,
            momentsType: moment.momentsType,
            ...(typeof moment.year === 'number' ? { year: moment.year } : {}),
          },
        ]
      : [],
  );
}

/** The shopper's interests (docs/product/accounts.md §1.4). */
export const preferencesSchema = lazySchema(() =>
  z.object({
    material: z.array(z.string()).default([]),
    productType: z.array(z.string()).default([]),
    ringSize: z.string().nullable().optional(),
    jewel: z.array(z.string()).default([]),
    accessory: z.array(z.string()).default([]),
    specialMoments: z
      .array(rawSpecialMomentSchema)
      .default([])
      .transform(keepCompleteSpecialMoments),
  }),
);
export type Preferences = z.infer<typeof preferencesSchema>;
