import type { Wishlist, WishlistPort } from '@atelier/core-bag';
import { z } from 'zod';
import type { OccCallOptions, OccHttp } from './http.js';
import type { ProductCalls } from './products.js';
import { lazySchema } from './schemas/lazy-schema.js';
import { wishlistWireSchema } from './schemas/wishlist.schema.js';

const shareTokenSchema = lazySchema(() =>
  z.object({ token: z.string().min(1) }).transform((wire) => wire.token),
);

/**
 * docs/product/commerce-api.md §8: the logged user's wishlist (guests keep ids locally). Each call
 * takes the optional last `{ signal }` of the core's port and hands it to its request.
 */
export function createWishlistCalls(http: OccHttp, products: ProductCalls): WishlistPort {
  const current = async (rest = ''): Promise<string> =>
    `/wishlist/${await http.userId()}/current${rest}`;

  async function change(
    action: 'add' | 'remove',
    productCode: string,
    options?: OccCallOptions,
  ): Promise<Wishlist> {
    return http.call({
      method: 'POST',
      path: await current(`/${action}`),
      body: { productCode },
      schema: wishlistWireSchema(),
      signal: options?.signal,
    });
  }

  /** POST /wishlist/share/token: a share token opens the wishlist it was made for. */
  const byShareToken = (token: string, options?: OccCallOptions): Promise<Wishlist> =>
    http.call({
      method: 'POST',
      path: '/wishlist/share/token',
      auth: 'client',
      body: { token },
      schema: wishlistWireSchema(),
      signal: options?.signal,
    });

  return {
    async getWishlist(options) {
      return http.call({
        method: 'GET',
        path: await current(),
        schema: wishlistWireSchema(),
        signal: options?.signal,
      });
    },
    addProduct: (productCode, options) => change('add', productCode, options),
    removeProduct: (productCode, options) => change('remove', productCode, options),
    async getShareToken(options) {
      return http.call({
        method: 'GET',
        path: await current('/sharetoken'),
        schema: shareTokenSchema(),
        signal: options?.signal,
      });
    },
    async shareWishlist(token, options) {
      await byShareToken(token, options);
    },
    getSharedWishlist: byShareToken,
    async mergeAnonymous(productIds, options) {
      return http.call({
        method: 'POST',
        path: await current('/merge'),
        body: { productCodes: productIds },
        schema: wishlistWireSchema(),
        signal: options?.signal,
      });
    },
    async getCategoryProducts(categoryId, limit, options) {
      const result = await products.getCategoryProducts(categoryId, {
        pageSize: limit,
        fields: 'BASIC',
        signal: options?.signal,
      });
      return result.products.slice(0, limit).map((product) => ({
        id: product.id,
        name: product.name,
        // The listing asked for in-stock products only (stockLevelStatusWebSFS).
        inStock: product.stock?.inStock ?? true,
      }));
    },
  };
}
