import type { Wishlist, WishlistPort } from '@atelier/core-bag';
import { z } from 'zod';
import type { OccHttp } from './http.js';
import type { ProductCalls } from './products.js';
import { wishlistWireSchema } from './schemas/wishlist.schema.js';

const shareTokenSchema = z.object({ token: z.string().min(1) }).transform((wire) => wire.token);

/** Spec 2, 7.3: the logged user's wishlist (guests keep ids locally). */
export function createWishlistCalls(http: OccHttp, products: ProductCalls): WishlistPort {
  const current = async (rest = ''): Promise<string> =>
    `/wishlist/${await http.userId()}/current${rest}`;

  async function change(action: 'add' | 'remove', productCode: string): Promise<Wishlist> {
    return http.call({
      method: 'POST',
      path: await current(`/${action}`),
      body: { productCode },
      schema: wishlistWireSchema,
    });
  }

  /** POST /wishlist/share/token: a share token opens the wishlist it was made for. */
  const byShareToken = (token: string): Promise<Wishlist> =>
    http.call({
      method: 'POST',
      path: '/wishlist/share/token',
      auth: 'client',
      body: { token },
      schema: wishlistWireSchema,
    });

  return {
    async getWishlist() {
      return http.call({ method: 'GET', path: await current(), schema: wishlistWireSchema });
    },
    addProduct: (productCode) => change('add', productCode),
    removeProduct: (productCode) => change('remove', productCode),
    async getShareToken() {
      return http.call({
        method: 'GET',
        path: await current('/sharetoken'),
        schema: shareTokenSchema,
      });
    },
    async shareWishlist(token) {
      await byShareToken(token);
    },
    getSharedWishlist: byShareToken,
    async mergeAnonymous(productIds) {
      return http.call({
        method: 'POST',
        path: await current('/merge'),
        body: { productCodes: productIds },
        schema: wishlistWireSchema,
      });
    },
    async getCategoryProducts(categoryId, limit) {
      const result = await products.getCategoryProducts(categoryId, {
        pageSize: limit,
        fields: 'BASIC',
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
