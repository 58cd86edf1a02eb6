import { z } from 'zod';
import { lazySchema } from '../kernel/schema/lazy-schema.js';
import { moneySchema } from '../kernel/money/money.js';
import { FILTER_GROUPS } from './filter-products.js';
import { anchorPointSchema } from './personalisation.js';

const classificationsSchema = lazySchema(() =>
  z.partialRecord(z.enum(FILTER_GROUPS), z.array(z.string())),
);

export const sizeSchema = lazySchema(() =>
  z.object({
    code: z.string().min(1),
    id: z.string(),
    name: z.string(),
    stock: z.number().int().nonnegative(),
    availableSdd: z.array(z.string()).default([]),
    price: z.number().nonnegative(),
  }),
);
export type Size = z.output<typeof sizeSchema>;

/** A product's prices are Money (ADR 0033), never below zero. */
const productPriceSchema = lazySchema(() =>
  moneySchema.extend({ value: z.number().nonnegative() }),
);

export const stockSchema = lazySchema(() =>
  z.object({
    level: z.number().int().nonnegative().nullable().default(null),
    inStock: z.boolean(),
    onlineStatus: z.string().nullable().default(null),
    storeStatus: z.string().nullable().default(null),
  }),
);

export const productDescriptionSchema = lazySchema(() =>
  z.object({
    text: z.string().nullable().default(null),
    collection: z.string().nullable().default(null),
    chainLength: z.string().nullable().default(null),
    manufacture: z.string().nullable().default(null),
    netWeight: z.string().nullable().default(null),
  }),
);

/** docs/product/product.md §3.1: a PARENT's anchor points, a CHILD's support type. */
export const personalisationSchema = lazySchema(() =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('PARENT'), anchorPoints: z.array(anchorPointSchema).default([]) }),
    z.object({
      type: z.literal('CHILD'),
      supportPoint: z.string().min(1).nullable().default(null),
    }),
  ]),
);

/**
 * A product as the catalogue works with it once validated. Its prices are Money; `pricing`
 * holds only `pricing.price`, the key the contract's listing rules read (FilterableProduct:
 * filterProducts, sortProducts), derived from `price` here so a listing filters and sorts the
 * products themselves, with no copy of each.
 */
export const productSchema = lazySchema(() =>
  z
    .object({
      id: z.string().min(1),
      url: z.string(),
      name: z.string(),
      images: z.array(z.string()).min(1),
      isToussi: z.boolean().default(false),
      price: productPriceSchema,
      previousPrice: productPriceSchema.nullable().default(null),
      /** The lowest price of the last 30 days (EU price indication rule). */
      historicLowestPrice: productPriceSchema.nullable().default(null),
      /**
       * The percentage off the back-end worked out once from its source prices, the same on
       * every site (issue 32: flooring on converted prices made one discount -19% in yen and
       * -20% in euros). Null when it sends none: the site's own prices give it (shownDiscount).
       */
      discountPercentage: z.number().int().min(0).max(100).nullable().catch(null).default(null),
      stock: stockSchema.nullable().default(null),
      sizes: z.array(sizeSchema).default([]),
      categories: z.array(z.string()).default([]),
      classifications: classificationsSchema.default({}),
      novelty: z.boolean().default(false),
      onlineExclusive: z.boolean().default(false),
      isNotifyMe: z.boolean().default(false),
      onlineStock: z.boolean().default(false),
      hasOverallStock: z.boolean().default(false),
      availableSdd: z.array(z.string()).default([]),
      allowedChannels: z.array(z.string()).default([]),
      isGift: z.boolean().default(false),
      isEngraved: z.boolean().default(false),
      ableToEngrave: z.boolean().default(false),
      baseProduct: z.string().nullable().default(null),
      collectionName: z.string().nullable().default(null),
      seoTitle: z.string().nullable().default(null),
      lookId: z.string().nullable().default(null),
      description: productDescriptionSchema.nullable().default(null),
      personalisation: personalisationSchema.nullable().default(null),
      engravingType: z.string().nullable().default(null),
      productType: z.string().nullable().default(null),
      materialTypes: z.array(z.string()).default([]),
      genres: z.array(z.string()).default([]),
      icons: z.array(z.string()).default([]),
      video: z.string().nullable().default(null),
      bundleReferences: z.array(z.string()).default([]),
      crossSellReferences: z.array(z.string()).default([]),
    })
    .transform((product) => ({ ...product, pricing: { price: product.price.value } })),
);
export type Product = z.output<typeof productSchema>;

export const lookProductSchema = lazySchema(() =>
  z.object({
    id: z.string().min(1),
    quantity: z.number().int().positive().default(1),
    showProduct: z.boolean().default(true),
    blankSpace: z.boolean().default(false),
  }),
);

export const lookSchema = lazySchema(() =>
  z.object({
    id: z.string().min(1),
    view: z.number().int(),
    products: z.array(lookProductSchema).default([]),
  }),
);
export type Look = z.output<typeof lookSchema>;

export interface Category {
  id: string;
  href: string;
  text: string;
  analyticsKey?: string | null | undefined;
  options: Category[];
}

export const categorySchema: z.ZodType<Category> = lazySchema(() =>
  z.lazy(() =>
    z.object({
      id: z.string().min(1),
      href: z.string(),
      text: z.string(),
      analyticsKey: z.string().nullish(),
      options: z.array(categorySchema).default([]),
    }),
  ),
);

export const priceRangeFilterSchema = lazySchema(() =>
  z.object({
    id: z.string(),
    name: z.string(),
    min: z.number(),
    max: z.number(),
  }),
);

export const categoryFiltersSchema = lazySchema(() => {
  // Built once here, not a lazy schema of its own: read through a Proxy in eight fields on
  // every parse (ADR 0065).
  const filterValues = z.array(z.string()).optional();
  return z.object({
    material: filterValues,
    gem: filterValues,
    color: filterValues,
    collection: filterValues,
    genre: filterValues,
    icon: filterValues,
    size: filterValues,
    productType: filterValues,
    price: z.array(priceRangeFilterSchema).optional(),
  });
});

export const gridTemplateCellSchema = lazySchema(() =>
  z.object({
    type: z.enum(['Look', 'HighlightedProduct', 'SmallBanner']),
    position: z.object({ index: z.number().int().nonnegative() }),
    positionsMobile: z.array(z.number().int()).default([]),
    positionsDesktop: z.array(z.number().int()).default([]),
  }),
);
