import { FILTER_GROUPS } from '@atelier/core-catalogue';
import { z } from 'zod';
import { occPriceSchema, occStockSchema, toPrice, type OccStock } from './money.schema.js';

type Raw = Record<string, unknown>;

/**
 * The parts of an OCC product whose shape differs from the catalogue's: these are checked
 * here; everything else is handed to the catalogue's own parser, which has the final word.
 */
export const occProductSchema = z.looseObject({
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
  classifications: z.record(z.string(), z.array(z.string())).optional(),
  look: z.looseObject({ id: z.string() }).optional(),
  productReferences: z
    .array(
      z.looseObject({ referenceType: z.string(), target: z.looseObject({ code: z.string() }) }),
    )
    .optional(),
});
export type OccProduct = z.infer<typeof occProductSchema>;

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

/** OCC field names and shapes -> the raw product the catalogue's parseProduct reads. */
export function toCatalogueRaw(product: OccProduct): Raw {
  const {
    code,
    price,
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
    productReferences: _references,
    ...rest
  } = product;
  const known = new Set<string>(FILTER_GROUPS);
  return {
    ...rest,
    id: code,
    ...(price ? { price: toPrice(price) } : {}),
    previousPrice: previousPrice ? toPrice(previousPrice) : null,
    historicLowestPrice: historicLowestPrice ? toPrice(historicLowestPrice) : null,
    ...(stock ? { stock: catalogueStock(stock) } : {}),
    ...(sizes
      ? {
          sizes: sizes.map((size) => ({
            ...size,
            stock: typeof size.stock === 'number' ? size.stock : (size.stock?.stockLevel ?? 0),
          })),
        }
      : {}),
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
    // Only the filter groups the catalogue knows; extra facets (chain length) stay out.
    ...(classifications
      ? {
          classifications: Object.fromEntries(
            Object.entries(classifications).filter(([group]) => known.has(group)),
          ),
        }
      : {}),
    ...(look ? { lookId: look.id } : {}),
    ...(product.productReferences
      ? {
          bundleReferences: references(product, true),
          crossSellReferences: references(product, false),
        }
      : {}),
  };
}
