import { z } from 'zod';
import { lazySchema } from '../kernel/schema/lazy-schema.js';
import { SITE_CODES } from '../sites/site-codes.js';

export const scheduleSchema = lazySchema(() =>
  z.object({
    startEnabledDate: z.string().nullish(),
    endEnabledDate: z.string().nullish(),
  }),
);

const marginSchema = lazySchema(() =>
  z.object({
    top: z.number().nullish(),
    bottom: z.number().nullish(),
  }),
);

export const MODULE_TYPES = [
  'GridSlider',
  'NoveltiesSlider',
  'ProductsGridsByCategories',
  'CustomLooks',
  'MultipleMultimedia',
  'Look',
  'TextSection',
  'Section',
  'Toussis',
  'HeroSlider',
  'DiscountBanner',
  'SmallBanner',
  'HighlightedBanner',
  'MenuBanner',
  'FourProducts',
  'ImageAndProductsGrid',
  'HeadingBanner',
  'ProductGrid',
] as const;

export type ModuleType = (typeof MODULE_TYPES)[number];

/** Fields every content module shares; module-specific fields pass through. */
export const pageModuleSchema = lazySchema(() =>
  z.looseObject({
    type: z.string(),
    order: z.number().default(0),
    device: z.enum(['mobile', 'desktop', 'both']).nullish(),
    platform: z.enum(['web', 'app', 'both']).nullish(),
    scheduling: z.partialRecord(z.enum(SITE_CODES), scheduleSchema).nullish(),
    margins: z
      .object({ mobile: marginSchema.nullish(), desktop: marginSchema.nullish() })
      .nullish(),
    menuColor: z.string().nullish(),
  }),
);

export type PageModule = z.output<typeof pageModuleSchema>;
