import { lazySchema } from '@atelier/core-catalogue';
import { z } from 'zod';

export const LOYALTY_CAMPAIGN_TYPES = [
  'TICKETS',
  'RING_SIZE',
  'FAVORITE_MATERIAL',
  'WELCOME_POINTS',
  'FAVORITE_JEWEL',
  'FAVORITE_ACCESSORY',
  'LIKES_BEAR',
  'SPECIAL_MOMENTS',
  'SEGMENTED_COMMUNICATIONS',
  'NEAREST_STORE',
  'MYTOUS_ANNIVERSARY',
  'MEMBER_GET_MEMBER',
  'SURVEY_COMPLETED',
  'APP_DOWNLOAD',
  'EXPIRATION_POINTS',
] as const;
export type LoyaltyCampaignType = (typeof LOYALTY_CAMPAIGN_TYPES)[number];

export const loyaltyCampaignTypeSchema = lazySchema(() => z.enum(LOYALTY_CAMPAIGN_TYPES));

/** A campaign of the client's loyalty status; unknown fields of the CRM are kept. */
export const clientCampaignSchema = lazySchema(() =>
  z.looseObject({
    type: loyaltyCampaignTypeSchema,
    points: z.number().optional(),
    date: z.string().optional(),
  }),
);
export type ClientCampaign = z.infer<typeof clientCampaignSchema>;

/** Ticket campaigns (points from purchases) come first; the others keep their order. */
export function sortCampaigns<C extends { type: string }>(campaigns: readonly C[]): C[] {
  return [
    ...campaigns.filter((campaign) => campaign.type === 'TICKETS'),
    ...campaigns.filter((campaign) => campaign.type !== 'TICKETS'),
  ];
}
