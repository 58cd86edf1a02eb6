import { lazySchema } from '@atelier/core-catalogue';
import { z } from 'zod';

/** Goal kinds of docs/product/bag.md §1.7. */
export const PROMOTION_GOAL_TYPES = [
  'voucher',
  'channel',
  'userType',
  'category',
  'product',
  'minCartQuantity',
  'minCartAmount',
  'paymentMode',
  'container',
] as const;

export const PromotionGoalSchema = lazySchema(() =>
  z.object({
    type: z.enum(PROMOTION_GOAL_TYPES),
    value: z.union([z.string(), z.number(), z.array(z.string())]),
  }),
);
export type PromotionGoal = z.infer<typeof PromotionGoalSchema>;

export const PromotionDiscountSchema = lazySchema(() =>
  z.object({
    type: z.string(),
    value: z.object({ product: z.string().optional() }).loose().optional(),
  }),
);
export type PromotionDiscount = z.infer<typeof PromotionDiscountSchema>;

export const PromotionChannelSchema = lazySchema(() => z.enum(['web', 'app']));
export type PromotionChannel = z.infer<typeof PromotionChannelSchema>;

export const PromotionSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    promotionTypeCode: z.string(),
    goalsToReach: z.array(PromotionGoalSchema),
    discounts: z.array(PromotionDiscountSchema),
    startEnabledDate: z.string().nullish(),
    endEnabledDate: z.string().nullish(),
    includedUserTypes: z.array(z.string()).optional(),
    excludedUserTypes: z.array(z.string()).optional(),
    channels: z.array(PromotionChannelSchema).optional(),
  }),
);
export type Promotion = z.infer<typeof PromotionSchema>;
