import type { OccClient } from '@atelier/adapters-commerce';
import type { Product, SiteCode } from '@atelier/core-catalogue';
import { createSwrCache, type SwrCacheLike, type SwrCacheOptions } from '../../server/swr-cache.js';

/**
 * Category product lists are the heaviest back-end call (hundreds of FULL products), so
 * they are cached per site and category with a short TTL and stale-while-revalidate.
 */
export interface ListingCache {
  categoryProducts(site: SiteCode, categoryId: string): Promise<Product[]>;
  product(site: SiteCode, id: string): Promise<Product | null>;
  /** A product's sizes (code, name, stock), sorted as the product lists them. */
  sizes(site: SiteCode, product: Product): Promise<SizeStock[]>;
}

export interface SizeStock {
  code: string;
  name: string;
  stock: number;
}

export interface ListingCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  /** Makes each cache (shared through Redis when configured); in memory by default. */
  cacheOf?: <V>(name: string, options: SwrCacheOptions<V>) => SwrCacheLike<V>;
}

export function createListingCache(
  commerce: (site: SiteCode) => OccClient,
  options: ListingCacheOptions = {},
): ListingCache {
  const make =
    options.cacheOf ?? (<V>(_name: string, o: SwrCacheOptions<V>) => createSwrCache<V>(o));
  const lists = make<Product[]>('lists', {
    ttlMs: options.ttlMs ?? 60_000,
    staleWhileRevalidateMs: 5 * 60_000,
    maxEntries: options.maxEntries ?? 500,
  });
  const products = make<Product | null>('products', {
    ttlMs: options.ttlMs ?? 60_000,
    staleWhileRevalidateMs: 5 * 60_000,
    maxEntries: 5000,
  });
  const sizeLists = make<SizeStock[]>('sizes', {
    ttlMs: options.ttlMs ?? 60_000,
    staleWhileRevalidateMs: 5 * 60_000,
    maxEntries: 5000,
  });
  return {
    async sizes(site, product) {
      if (product.sizes.length > 0) {
        return product.sizes.map((size) => ({
          code: size.code,
          name: size.name,
          stock: size.stock,
        }));
      }
      // WORKAROUND (adapters-commerce): the FULL product mapping drops sizes whose price is
      // an OCC price object, so sizes come from the STOCK_AND_PRICE call; its sizes carry
      // no name, which is the code after the product code ('100001-16' -> '16').
      const { value } = await sizeLists.get(`${site}|${product.id}`, async () => {
        const answer = await commerce(site).products.getProductStockAndPrice(product.id);
        return answer.sizes.map((size) => ({
          code: size.code,
          name: size.code.startsWith(`${product.id}-`)
            ? size.code.slice(product.id.length + 1)
            : size.code,
          stock: size.stock,
        }));
      });
      return value;
    },
    async categoryProducts(site, categoryId) {
      const { value } = await lists.get(`${site}|${categoryId}`, async () => {
        const answer = await commerce(site).products.getCategoryProducts(categoryId, {
          fields: 'FULL',
        });
        return answer.products;
      });
      return value;
    },
    async product(site, id) {
      const { value } = await products.get(`${site}|${id}`, async () => {
        try {
          return await commerce(site).products.getProduct(id, 'FULL');
        } catch (error) {
          if (isNotFound(error)) return null;
          throw error;
        }
      });
      return value;
    },
  };
}

/** The back-end says the product does not exist (404, or 400 for a malformed code). */
export function isNotFound(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const status =
    (error as { status?: unknown; statusCode?: unknown }).status ??
    (error as { statusCode?: unknown }).statusCode;
  return status === 404 || status === 400;
}
