import { z } from 'zod';
import { labelsSchema } from './shared.schema.js';

/** Engravings common data (docs/product/product.md §2.1). */
export const engravingsCommonSchema = z.object({
  fonts: z.array(
    z.object({ id: z.string(), name: z.string(), code: z.string(), size: z.number().positive() }),
  ),
  colours: z.array(
    z.object({
      code: z.string(),
      colorCode: z.string(),
      compoundColor: z.string().nullable(),
      visualization: z.string(),
      disabled: z.boolean().default(false),
    }),
  ),
  labels: labelsSchema,
});
export type EngravingsCommon = z.output<typeof engravingsCommonSchema>;

const sizeRow = z.object({ size: z.string(), measure: z.string() });

export const sizeGuidesSchema = z.object({
  rings: z.array(z.object({ code: z.string(), measure: z.string() })).min(1),
  kids: z.object({
    babies: z.array(sizeRow),
    kids: z.array(sizeRow),
    other: z.array(sizeRow),
    booties: z.array(sizeRow),
    girlShoes: z.array(sizeRow),
    boyShoes: z.array(sizeRow),
    sizeCm: z.array(sizeRow),
  }),
  bracelets: z.array(z.object({ size: z.string(), cm: z.number(), inches: z.number() })).min(1),
  labels: labelsSchema,
});
export type SizeGuides = z.output<typeof sizeGuidesSchema>;

export const tooltipTriggerSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  text: z.string(),
  timer: z.number().int().nonnegative(),
  urlContains: z.array(z.string()).default([]),
  urlNotContains: z.array(z.string()).default([]),
  classification: z.string().nullable(),
});
export type TooltipTrigger = z.output<typeof tooltipTriggerSchema>;

export const policySchema = z.object({
  id: z.string(),
  title: z.string(),
  analyticsKey: z.string(),
  order: z.number().int(),
  textBlocks: z.array(z.object({ title: z.string().nullable(), html: z.string() })).min(1),
});
export type Policy = z.output<typeof policySchema>;

export const faqEntrySchema = z.object({
  id: z.string(),
  title: z.string(),
  order: z.number().int(),
  kind: z.enum(['text', 'sizesGuide', 'contactForm']),
  html: z.string().default(''),
});
export type FaqEntry = z.output<typeof faqEntrySchema>;

export const COOKIE_CATEGORY_IDS = [
  'functional',
  'analytics',
  'socialNetworks',
  'advertising',
  'chat',
  'personalisation',
] as const;

export const cookieCategorySchema = z.object({
  id: z.enum(COOKIE_CATEGORY_IDS),
  mandatory: z.boolean(),
  title: z.string(),
  description: z.string(),
});
export type CookieCategory = z.output<typeof cookieCategorySchema>;

export const countrySchema = z.object({
  name: z.string(),
  countryCode: z.string().length(2),
  cultureCode: z.string(),
  languages: z.array(z.string()).min(1),
  defaultCurrency: z.string().length(3),
  currencies: z.array(z.object({ code: z.string().length(3), isDefault: z.boolean() })).min(1),
});
export type Country = z.output<typeof countrySchema>;

export const promotionSchema = z.object({
  id: z.string(),
  hybrisId: z.string(),
  siteCodes: z.array(z.string()).min(1),
  type: z.string(),
  title: z.string(),
});
export type Promotion = z.output<typeof promotionSchema>;

export const siteSummarySchema = z.object({
  code: z.string(),
  domain: z.string(),
  channel: z.string(),
  countryCode: z.string(),
});
export type SiteSummary = z.output<typeof siteSummarySchema>;
