import { parseProduct, type Product, type ProductProblem } from '@atelier/core-catalogue';
import { z } from 'zod';
import { catalogueStock, occProductSchema, toCatalogueRaw } from './occ-product.js';
import { occStockSchema, toPrice } from './money.schema.js';
import { reportListProblem } from './tolerant-list.js';
import { lazySchema } from './lazy-schema.js';

/** One product: OCC shape checked, then parsed with the catalogue's own rules. */
export const productWireSchema = lazySchema(() =>
  occProductSchema().transform((wire, ctx): Product => {
    const result = parseProduct(toCatalogueRaw(wire));
    if (!result.ok) {
      ctx.addIssue({ code: 'custom', message: result.problem.reasons.join('; ') });
      return z.NEVER;
    }
    return result.product;
  }),
);

export interface ProductSearchResult {
  products: Product[];
  /** docs/product/catalogue.md §1.2: products that cannot be parsed are skipped and reported. */
  problems: ProductProblem[];
  totalResults: number;
}

/** A listing: the envelope must be right; single bad products are skipped, not fatal. */
export const productSearchWireSchema = lazySchema(() =>
  z
    .object({
      products: z.array(z.unknown()).default([]),
      pagination: z.looseObject({ totalResults: z.number().int().nonnegative() }).optional(),
    })
    .transform((wire): ProductSearchResult => {
      const products: Product[] = [];
      const problems: ProductProblem[] = [];
      wire.products.forEach((raw, index) => {
        const parsed = productWireSchema().safeParse(raw);
        if (parsed.success) {
          products.push(parsed.data);
          return;
        }
        const code = (raw as { code?: unknown } | null)?.code;
        const problem = {
          index,
          id: typeof code === 'string' ? code : null,
          reasons: parsed.error.issues.map((issue) => issue.message),
        };
        problems.push(problem);
        // Reported like any list's dropped item (ADR 0035), and answered in `problems`.
        reportListProblem({ list: 'products', ...problem });
      });
      return {
        products,
        problems,
        totalResults: wire.pagination?.totalResults ?? wire.products.length,
      };
    }),
);

export type ProductStock = ReturnType<typeof catalogueStock>;

/** GET /products/{code}/stock mapped to the catalogue's stock. */
export const stockWireSchema = lazySchema(() => occStockSchema.transform(catalogueStock));

/** The STOCK_AND_PRICE field set: enough to refresh a product already shown. */
export const stockAndPriceWireSchema = lazySchema(() =>
  occProductSchema().transform((wire) => ({
    id: wire.code,
    price: wire.price ? toPrice(wire.price) : null,
    previousPrice: wire.previousPrice ? toPrice(wire.previousPrice) : null,
    stock: wire.stock ? catalogueStock(wire.stock) : null,
    onlineStock: wire['onlineStock'] === true,
    hasOverallStock: wire['hasOverallStock'] === true,
    sizes: (wire.sizes ?? []).map((size) => ({
      code: size.code,
      stock: typeof size.stock === 'number' ? size.stock : (size.stock?.stockLevel ?? 0),
    })),
  })),
);
export type ProductStockAndPrice = z.output<ReturnType<typeof stockAndPriceWireSchema>>;

/** The REFERENCES field set: bundle and cross-sell product codes. */
export const referencesWireSchema = lazySchema(() =>
  occProductSchema().transform((wire) => {
    const raw = toCatalogueRaw(wire);
    return {
      id: wire.code,
      bundleReferences: (raw['bundleReferences'] as string[] | undefined) ?? [],
      crossSellReferences: (raw['crossSellReferences'] as string[] | undefined) ?? [],
    };
  }),
);
export type ProductReferences = z.output<ReturnType<typeof referencesWireSchema>>;
