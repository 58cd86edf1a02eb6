import type { Product } from '@atelier/core-catalogue';
import type { z } from 'zod';
import type { DialectCalls } from './dialects/index.js';
import type { OccCallOptions, OccHttp } from './http.js';
import {
  productSearchWireSchema,
  productWireSchema,
  referencesWireSchema,
  stockAndPriceWireSchema,
  type ProductReferences,
  type ProductSearchResult,
  type ProductStock,
  type ProductStockAndPrice,
} from './schemas/product.schema.js';

/** docs/product/catalogue.md §1.4: the field sets product calls ask for. */
export type ProductFieldSet = 'BASIC' | 'FULL' | 'STOCK_AND_PRICE' | 'REFERENCES';

/** The back-end default page size when none is configured (docs/product/catalogue.md §1.4). */
export const DEFAULT_PRODUCT_PAGE_SIZE = 9999;
/** The facet that keeps only products with web or ship-from-store stock. */
export const IN_STOCK_FILTER = ':stockLevelStatusWebSFS:inStock';

/** The field sets that answer a whole product (name, url, images). */
export type FullProductFieldSet = Extract<ProductFieldSet, 'BASIC' | 'FULL'>;

export interface ProductSearchOptions extends OccCallOptions {
  fields?: FullProductFieldSet;
  pageSize?: number;
  currentPage?: number;
  customerGroupId?: string;
}

export interface CategoryListingOptions extends ProductSearchOptions {
  /** Product grids only show products in stock (docs/product/catalogue.md §1.4); default true. */
  inStockOnly?: boolean;
}

/** The OCC search query of a category grid. */
export function categoryQuery(categoryId: string, inStockOnly: boolean): string {
  return `:relevance:allCategories:${categoryId}${inStockOnly ? IN_STOCK_FILTER : ''}`;
}

export function createProductCalls(http: OccHttp, dialect: DialectCalls) {
  function search(query: string, options: ProductSearchOptions): Promise<ProductSearchResult> {
    return http.call({
      method: 'GET',
      path: '/products/search',
      auth: 'none',
      query: {
        query,
        fields: options.fields ?? 'BASIC',
        pageSize: options.pageSize ?? DEFAULT_PRODUCT_PAGE_SIZE,
        currentPage: options.currentPage ?? 0,
        customerGroupId: options.customerGroupId ?? http.options.customerGroupId,
      },
      schema: productSearchWireSchema(),
      signal: options.signal,
    });
  }

  function byCode<T>(code: string, fields: ProductFieldSet, schema: z.ZodType<T>): Promise<T> {
    return http.call({
      method: 'GET',
      path: `/products/${encodeURIComponent(code)}`,
      auth: 'none',
      query: { fields, customerGroupId: http.options.customerGroupId },
      schema,
    });
  }

  return {
    getProduct(code: string, fields: FullProductFieldSet = 'FULL'): Promise<Product> {
      return byCode(code, fields, productWireSchema());
    },
    getProductStockAndPrice(code: string): Promise<ProductStockAndPrice> {
      return byCode(code, 'STOCK_AND_PRICE', stockAndPriceWireSchema());
    },
    getProductReferences(code: string): Promise<ProductReferences> {
      return byCode(code, 'REFERENCES', referencesWireSchema());
    },
    searchProducts(text: string, options: ProductSearchOptions = {}) {
      return search(text, options);
    },
    getCategoryProducts(categoryId: string, options: CategoryListingOptions = {}) {
      return search(categoryQuery(categoryId, options.inStockOnly ?? true), options);
    },
    /** The brand's stock resource, or standard OCC's stock(DEFAULT) field (ADR 0035). */
    getProductStock(code: string): Promise<ProductStock> {
      return dialect.productStock(code);
    },
  };
}
export type ProductCalls = ReturnType<typeof createProductCalls>;
