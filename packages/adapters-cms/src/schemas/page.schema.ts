import {
  lookSchema,
  pageModuleSchema,
  type PageModule,
  type VisibilityRules,
} from '@atelier/core-catalogue';
import { z } from 'zod';
import { imageSchema, labelsSchema } from './shared.schema.js';

/**
 * A page module typed so it can go straight into visibleModules: core's schema output marks the
 * visibility fields `| undefined`, which exactOptionalPropertyTypes keeps apart from
 * VisibilityRules; zod never writes an absent optional key, so the narrower type is exact.
 */
export type ContentModule = VisibilityRules & {
  type: string;
  order: number;
  margins?: NonNullable<PageModule['margins']> | null;
  menuColor?: string | null;
  [field: string]: unknown;
};
const contentModuleSchema = pageModuleSchema.transform((module) => module as ContentModule);

const seoSchema = z.object({ title: z.string(), description: z.string().default('') });

/** Home and landings: an ordered list of page modules (docs/product/content.md §3.1). */
export const modulePageSchema = z.object({
  title: z.string(),
  seo: seoSchema,
  userType: z.enum(['logged', 'not logged']).nullable().default(null),
  variant: z.string().nullable().default(null),
  transparentHeader: z.boolean().default(false),
  modules: z.array(contentModuleSchema),
});
export type ModulePage = z.output<typeof modulePageSchema>;

export const categoryPageSchema = z.object({
  categoryId: z.string(),
  title: z.string(),
  description: z.string().default(''),
  seo: seoSchema,
  gridTemplate: z
    .array(
      z.object({
        type: z.enum(['Look', 'HighlightedProduct', 'SmallBanner']),
        index: z.number().int().nonnegative(),
        positionsMobile: z.number().int().positive().default(1),
        positionsDesktop: z.number().int().positive().default(1),
      }),
    )
    .default([]),
  /** The price filter's ranges in the site currency; a null max is open-ended. */
  priceRanges: z
    .array(
      z.object({
        id: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/),
        name: z.string(),
        min: z.number().nonnegative(),
        max: z.number().nonnegative().nullable(),
      }),
    )
    .default([]),
  modules: z.array(contentModuleSchema).default([]),
});
export type CategoryPage = z.output<typeof categoryPageSchema>;

export const shopTheLookSchema = z.object({
  title: z.string(),
  description: z.string().default(''),
  image: imageSchema,
  look: lookSchema,
});
export type ShopTheLook = z.output<typeof shopTheLookSchema>;

export const blogPostSchema = z.object({
  title: z.string(),
  category: z.string(),
  excerpt: z.string(),
  html: z.string(),
  image: imageSchema,
  publishedAt: z.string(),
});
export type BlogPost = z.output<typeof blogPostSchema>;

export const glossaryHomeSchema = z.object({
  title: z.string(),
  intro: z.string(),
  materialPrefix: z.string(),
  entries: z.array(z.object({ slug: z.string(), title: z.string() })),
});
export const glossaryPageSchema = z.object({ title: z.string(), html: z.string() });
export const materialSchema = z.object({
  name: z.string(),
  parent: z.string().nullable(),
  html: z.string(),
  image: imageSchema,
});
export type GlossaryHome = z.output<typeof glossaryHomeSchema>;
export type GlossaryPage = z.output<typeof glossaryPageSchema>;
export type Material = z.output<typeof materialSchema>;

export const storesPageSchema = z.object({
  title: z.string(),
  intro: z.string(),
  labels: labelsSchema,
});
