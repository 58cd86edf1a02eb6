import { FILTER_GROUPS, type FilterGroup } from '@atelier/core-catalogue';
import { z } from 'zod';
import {
  occPriceSchema,
  occStockSchema,
  stockLevel,
  toPrice,
  type OccStock,
} from './money.schema.js';
import { occImageSchema, pictureUrls } from './occ-images.js';
import { lazySchema } from './lazy-schema.js';

/**
 * A classification as standard OCC sends it: classes of features, each with its values
 * (composed in test/recorded/products/detail-classifications.json).
 */
const occClassificationsSchema = lazySchema(() =>
  z.array(
    z.looseObject({
      code: z.string().optional(),
      name: z.string().optional(),
      features: z
        .array(
          z.looseObject({
            code: z.string().optional(),
            name: z.string().optional(),
            featureValues: z.array(z.looseObject({ value: z.string() })).optional(),
          }),
        )
        .optional(),
    }),
  ),
);

/** A variant as standard OCC lists it (`variantOptions`, `baseOptions[].options`). */
const occVariantOptionSchema = lazySchema(() =>
  z.looseObject({
    code: z.string().min(1),
    priceData: occPriceSchema.nullish(),
    stock: occStockSchema.nullish(),
    url: z.string().optional(),
    variantOptionQualifiers: z
      .array(
        z.looseObject({
          qualifier: z.string().optional(),
          name: z.string().optional(),
          value: z.string().optional(),
        }),
      )
      .optional(),
  }),
);
type OccVariantOption = z.infer<ReturnType<typeof occVariantOptionSchema>>;

type Raw = Record<string, unknown>;

/**
 * The parts of an OCC product whose shape differs from the catalogue's: these are checked
 * here; everything else is handed to the catalogue's own parser, which has the final word.
 */
export const occProductSchema = lazySchema(() =>
  z.looseObject({
    code: z.string().min(1),
    price: occPriceSchema.optional(),
    previousPrice: occPriceSchema.optional(),
    historicLowestPrice: occPriceSchema.optional(),
    stock: occStockSchema.optional(),
    sizes: z
      .array(
        z.looseObject({
          code: z.string(),
          stock: z.union([occStockSchema, z.number()]).optional(),
          price: occPriceSchema.optional(),
        }),
      )
      .optional(),
    categories: z.array(z.looseObject({ code: z.string() })).optional(),
    description: z.string().optional(),
    collection: z.looseObject({ name: z.string() }).optional(),
    properties: z.record(z.string(), z.unknown()).optional(),
    /** The brand's filter groups, or standard OCC's classes of features. */
    classifications: z
      .union([z.record(z.string(), z.array(z.string())), occClassificationsSchema()])
      .optional(),
    images: z.array(occImageSchema()).optional(),
    url: z.string().optional(),
    /** A base product's price when only its variants have one (standard OCC). */
    priceRange: z.looseObject({ minPrice: occPriceSchema.nullish() }).nullish(),
    variantType: z.string().nullish(),
    variantOptions: z.array(occVariantOptionSchema()).nullish(),
    baseOptions: z
      .array(
        z.looseObject({
          variantType: z.string().nullish(),
          options: z.array(occVariantOptionSchema()).nullish(),
        }),
      )
      .nullish(),
    look: z.looseObject({ id: z.string() }).optional(),
    productReferences: z
      .array(
        z.looseObject({ referenceType: z.string(), target: z.looseObject({ code: z.string() }) }),
      )
      .optional(),
  }),
);
export type OccProduct = z.infer<ReturnType<typeof occProductSchema>>;

export function catalogueStock(stock: OccStock) {
  return {
    level: stock.stockLevel ?? null,
    inStock: stock.stockLevelStatus !== 'outOfStock',
    onlineStatus: null,
    storeStatus: null,
  };
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function references(product: OccProduct, bundle: boolean): string[] {
  return (product.productReferences ?? [])
    .filter((ref) => ref.referenceType.toUpperCase().includes('BUNDLE') === bundle)
    .map((ref) => ref.target.code);
}

/** Feature names that are the catalogue's filter groups under another name. */
const GROUP_ALIASES: Readonly<Record<string, FilterGroup>> = { colour: 'color', gender: 'genre' };

/**
 * The filter group a standard feature is: the attribute of its code
 * (`Classification/1.0/class.attribute, 123`), else its name, lower case.
 */
function groupOf(feature: {
  code?: string | undefined;
  name?: string | undefined;
}): FilterGroup | null {
  const attribute = feature.code?.split('.').pop()?.split(',')[0]?.trim();
  const known = new Set<string>(FILTER_GROUPS);
  for (const candidate of [attribute, feature.name]) {
    const key = candidate?.trim().toLowerCase().replace(/\s+/g, '');
    if (!key) continue;
    const group = GROUP_ALIASES[key] ?? (known.has(key) ? (key as FilterGroup) : null);
    if (group) return group;
  }
  return null;
}

/**
 * Classifications as the catalogue's filter groups: the brand's record as it is, standard
 * OCC's features by group. Only the groups the catalogue knows; extra facets stay out.
 */
function filterGroups(
  classifications: NonNullable<OccProduct['classifications']>,
): Partial<Record<FilterGroup, string[]>> {
  const known = new Set<string>(FILTER_GROUPS);
  if (!Array.isArray(classifications)) {
    return Object.fromEntries(
      Object.entries(classifications).filter(([group]) => known.has(group)),
    ) as Partial<Record<FilterGroup, string[]>>;
  }
  const groups: Partial<Record<FilterGroup, string[]>> = {};
  for (const feature of classifications.flatMap((c) => c.features ?? [])) {
    const group = groupOf(feature);
    if (group === null) continue;
    const values = (feature.featureValues ?? []).map((value) => value.value);
    groups[group] = [...new Set([...(groups[group] ?? []), ...values])];
  }
  return groups;
}

const isSize = (text: string | null | undefined): boolean => /size/i.test(text ?? '');

/**
 * Standard OCC variants as the catalogue's sizes: a base product's `variantOptions`, or a
 * variant's size siblings (the `baseOptions` group of a size variant type). Each is named by its
 * size qualifier and carries its own price and stock.
 */
function variantSizes(product: OccProduct): Raw[] | null {
  const sized = (options: OccVariantOption[] | null | undefined, type?: string | null) =>
    options && options.length > 0 && (isSize(type) || options.some(hasSizeQualifier))
      ? options
      : null;
  const options =
    sized(product.variantOptions, product.variantType) ??
    product.baseOptions?.map((group) => sized(group.options, group.variantType)).find(Boolean) ??
    null;
  if (options === null) return null;
  return options.map((option) => {
    const qualifier =
      option.variantOptionQualifiers?.find((q) => isSize(q.qualifier) || isSize(q.name)) ??
      option.variantOptionQualifiers?.[0];
    return {
      code: option.code,
      id: option.code,
      name: qualifier?.value ?? option.code,
      categoryName: qualifier?.name ?? 'size',
      categoryCode: qualifier?.qualifier ?? product.variantType ?? 'size',
      stock: stockLevel(option.stock),
      price: option.priceData?.value,
    };
  });
}

function hasSizeQualifier(option: OccVariantOption): boolean {
  return (option.variantOptionQualifiers ?? []).some((q) => isSize(q.qualifier) || isSize(q.name));
}

/** OCC field names and shapes -> the raw product the catalogue's parseProduct reads. */
export function toCatalogueRaw(product: OccProduct): Raw {
  const {
    code,
    price: ownPrice,
    previousPrice,
    historicLowestPrice,
    stock,
    sizes,
    categories,
    description,
    collection,
    properties,
    classifications,
    look,
    images,
    url,
    priceRange,
    variantType: _variantType,
    variantOptions: _variantOptions,
    baseOptions: _baseOptions,
    productReferences: _references,
    ...rest
  } = product;
  // A base product shows its lowest variant price ("from": the priceFrom label, docs/product/sites.md §2.5).
  const price = ownPrice ?? priceRange?.minPrice ?? undefined;
  const variants = sizes ? null : variantSizes(product);
  return {
    ...rest,
    id: code,
    // Without a url the storefront's own product route (`/{site}/p/{code}`) stands in.
    url: url ?? `/p/${encodeURIComponent(code)}`,
    ...(images ? { images: pictureUrls(images) } : {}),
    ...(price ? { price: toPrice(price) } : {}),
    previousPrice: previousPrice ? toPrice(previousPrice, price?.currencyIso) : null,
    historicLowestPrice: historicLowestPrice
      ? toPrice(historicLowestPrice, price?.currencyIso)
      : null,
    ...(stock ? { stock: catalogueStock(stock) } : {}),
    ...(sizes
      ? {
          sizes: sizes.map((size) => ({
            ...size,
            stock: typeof size.stock === 'number' ? size.stock : (size.stock?.stockLevel ?? 0),
          })),
        }
      : {}),
    ...(variants ? { sizes: variants } : {}),
    ...(categories ? { categories: categories.map((category) => category.code) } : {}),
    ...(description !== undefined || properties
      ? {
          description: {
            text: description ?? null,
            collection: collection?.name ?? text(properties?.['collection']),
            chainLength: text(properties?.['chainLength']),
            manufacture: text(properties?.['manufacture']),
            netWeight: text(properties?.['netWeight']),
          },
        }
      : {}),
    ...(collection ? { collectionName: collection.name } : {}),
    ...(classifications ? { classifications: filterGroups(classifications) } : {}),
    ...(look ? { lookId: look.id } : {}),
    ...(product.productReferences
      ? {
          bundleReferences: references(product, true),
          crossSellReferences: references(product, false),
        }
      : {}),
  };
}
