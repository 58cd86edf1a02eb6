import { siteSettingsSchema, translateSlug } from '@atelier/core-catalogue';
import { workshopHeadingCategorySchema, workshopPriceTableSchema } from '@atelier/core-loyalty';
import { z } from 'zod';
import { ERROR_PAGE_COLLECTIONS, SLUG_ROUTE_COLLECTIONS } from './collections.js';
import type { ContentPort, MaterialNode } from './content-port.js';
import type { RowSource } from './content-row.js';
import { PageFetchCmsError } from './errors.js';
import { createRowReader, type Parsed, type RowReaderOptions } from './row-reader.js';
import { errorMessagesSchema, errorPageSchema } from './schemas/error-page.schema.js';
import { siteCommonSchema } from './schemas/menu.schema.js';
import {
  blogPostSchema,
  categoryPageSchema,
  glossaryHomeSchema,
  glossaryPageSchema,
  materialSchema,
  modulePageSchema,
  shopTheLookSchema,
} from './schemas/page.schema.js';
import {
  cookieCategorySchema,
  countrySchema,
  engravingsCommonSchema,
  faqEntrySchema,
  policySchema,
  promotionSchema,
  sizeGuidesSchema,
  tooltipTriggerSchema,
} from './schemas/services.schema.js';
import { labelsPageSchema, labelsSchema } from './schemas/shared.schema.js';

export type RowPortOptions = RowReaderOptions;

/** The content port over any row source (embedded memory or Directus). */
export function createPortFromRows(source: RowSource, options: RowPortOptions): ContentPort {
  const { readItems, single, list, bySlug, bySlugAll } = createRowReader(source, options);

  return {
    site: (site) => single('sites', site, siteSettingsSchema),
    async sites() {
      const { items } = await readItems({ collection: 'sites' }, siteSettingsSchema);
      return items.map(({ value }) => ({
        code: value.code,
        domain: value.domain,
        channel: 'WEB',
        countryCode: value.countryCode,
      }));
    },
    siteCommon: (site) => single('site_common', site, siteCommonSchema),
    labels: (site) => single('ui_labels', site, labelsSchema),
    home: (site) => single('page_home', site, modulePageSchema),
    landings: (site, slug) => bySlugAll('page_landing', site, slug, modulePageSchema),
    categoryPage: (site, categoryId) =>
      single('page_category', site, categoryPageSchema, `category-${categoryId}`),
    async glossaryHome(site) {
      try {
        return await single('page_glossary', site, glossaryHomeSchema);
      } catch (error) {
        // A site without a glossary answers 404 (docs/product/errors.md §1), not 203.
        if (error instanceof PageFetchCmsError && error.status === 203) {
          throw new PageFetchCmsError(404, 'page_glossary', `No glossary on ${site}`);
        }
        throw error;
      }
    },
    glossaryPage: (site, slug) => bySlug('page_glossary_pages', site, slug, glossaryPageSchema),
    material: (site, slug) => bySlug('page_material', site, slug, materialSchema),
    async materialsTree(site) {
      const { items } = await readItems({ collection: 'page_material', site }, materialSchema);
      const node = ({ row, value }: Parsed<z.output<typeof materialSchema>>) => ({
        ...value,
        slug: row.slug ?? '',
      });
      return items
        .filter(({ value }) => value.parent === null)
        .map((parent): MaterialNode => ({
          ...node(parent),
          children: items.filter(({ value }) => value.parent === parent.row.key).map(node),
        }));
    },
    shopTheLook: (site, slug) => bySlug('page_shop_the_look', site, slug, shopTheLookSchema),
    shopTheLooks: (site) => list('page_shop_the_look', site, shopTheLookSchema),
    policies: (site) => list('policies', site, policySchema),
    policy: (site, slug) => bySlug('policies', site, slug, policySchema),
    faq: (site) => list('faq', site, faqEntrySchema),
    faqEntry: (site, slug) => bySlug('faq', site, slug, faqEntrySchema),
    blogPosts: (site) => list('blog_content', site, blogPostSchema),
    blogPost: (site, slug) => bySlug('blog_content', site, slug, blogPostSchema),
    errorPage: (site, kind) => single(ERROR_PAGE_COLLECTIONS[kind], site, errorPageSchema),
    errorMessages: (site) => single('c_error_message', site, errorMessagesSchema),
    engravingsCommon: (site) => single('engravings_common', site, engravingsCommonSchema),
    sizeGuides: (site) => single('sizes_guide', site, sizeGuidesSchema),
    tooltipTriggers: async (site) =>
      (await readItems({ collection: 'tooltip_trigger', site }, tooltipTriggerSchema)).items.map(
        (item) => item.value,
      ),
    cookieCategories: async (site) =>
      (await readItems({ collection: 'cookie_categories', site }, cookieCategorySchema)).items.map(
        (item) => item.value,
      ),
    countries: async (site) =>
      (await readItems({ collection: 'countries', site }, countrySchema)).items.map(
        (item) => item.value,
      ),
    promotions: async (site) =>
      (await readItems({ collection: 'promotions', site }, promotionSchema)).items.map(
        (item) => item.value,
      ),
    workshopPriceTables: async (site) =>
      (
        await readItems({ collection: 'workshop_price_tables', site }, workshopPriceTableSchema)
      ).items.map((item) => item.value),
    workshopCategories: async (site) =>
      (
        await readItems({ collection: 'workshop_categories', site }, workshopHeadingCategorySchema)
      ).items.map((item) => item.value),
    labelsPage: (collection, site) => single(collection, site, labelsPageSchema),
    async translateSlug(route, slug, from, to) {
      const collection = SLUG_ROUTE_COLLECTIONS[route];
      const { items } = await readItems({ collection, site: from, slug }, z.unknown());
      const key = items[0]?.row.key;
      if (key === undefined) return null;
      const { items: translations } = await readItems({ collection, key }, z.unknown());
      return translateSlug(
        [
          { languagesCode: from, slug },
          ...translations.map(({ row }) => ({ languagesCode: row.language, slug: row.slug })),
        ],
        slug,
        to,
      );
    },
  };
}
