import { lazySchema } from '@atelier/core-catalogue';
import { z } from 'zod';
import { clientCampaignSchema, sortCampaigns } from './campaign-types.js';

export const loyaltyLevelSchema = lazySchema(() =>
  z.object({
    order: z.number().int(),
    backCode: z.string().optional(),
    current: z.boolean().default(false),
    achieved: z.boolean().default(false),
    last: z.boolean().optional(),
    totalPoints: z.number().optional(),
    remainingPoints: z.number().optional(),
    warranty: z.union([z.string(), z.number()]).optional(),
  }),
);

/**
 * A member's loyalty status (docs/product/loyalty.md §2). `enrolled` only exists in the second
 * version of the programme; level and points default to 0; campaigns come with ticket campaigns
 * first.
 */
export const loyaltyStatusSchema = lazySchema(() =>
  z.object({
    enrolled: z.boolean().default(false),
    level: z.number().default(0),
    points: z.number().default(0),
    levels: z.array(loyaltyLevelSchema).default([]),
    clientCampaign: z.array(clientCampaignSchema).default([]).transform(sortCampaigns),
    freeShippingMax: z.number().nullable().optional(),
    freeShippingRemaining: z.number().nullable().optional(),
    userInfo: z
      .object({ userUnderAge: z.boolean().default(false) })
      .default({ userUnderAge: false }),
    currentGems: z.number().default(0),
  }),
);
export type LoyaltyStatus = z.infer<typeof loyaltyStatusSchema>;
