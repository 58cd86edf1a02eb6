import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PageFetchHybrisError } from '@atelier/adapters-commerce';
import { startSandbox, type ContractSandbox } from './sandbox.js';

let sandbox: ContractSandbox;
let products: string[];
beforeAll(async () => {
  sandbox = await startSandbox();
  products = (
    await sandbox.client().products.getCategoryProducts('6', { pageSize: 5 })
  ).products.map((p) => p.id);
}, 60_000);
afterAll(() => sandbox.close());

describe('WishlistPort over HTTP (docs/product/commerce-api.md §8)', () => {
  it('adds and removes products; a second add says already in wishlist', async () => {
    const user = await sandbox.login();
    const code = products[0] ?? '';
    const added = await user.wishlist.addProduct(code);
    expect(added.entries.map((e) => e.product?.id ?? e.id)).toContain(code);
    const again = await user.wishlist.addProduct(code).catch((e: unknown) => e);
    expect((again as PageFetchHybrisError).errors[0]?.message).toBe(
      'Product is already in wishlist',
    );
    const removed = await user.wishlist.removeProduct(code);
    expect(removed.entries.map((e) => e.product?.id ?? e.id)).not.toContain(code);
    expect((await user.wishlist.getWishlist()).entries).toEqual(removed.entries);
  });

  it('merges the guest list and shares the wishlist by token', async () => {
    const user = await sandbox.login();
    const merged = await user.wishlist.mergeAnonymous([products[1] ?? '', products[2] ?? '']);
    expect(merged.entries.length).toBeGreaterThanOrEqual(2);
    const token = await user.wishlist.getShareToken();
    await user.wishlist.shareWishlist(token);
    const shared = await sandbox.client().wishlist.getSharedWishlist(token);
    expect(shared.entries.length).toBe(merged.entries.length);
    const missing = await sandbox
      .client()
      .wishlist.getSharedWishlist('nope')
      .catch((e: unknown) => e);
    expect((missing as PageFetchHybrisError).status).toBe(404);
  });

  it('suggests in-stock products of a category', async () => {
    const user = await sandbox.login();
    const suggestions = await user.wishlist.getCategoryProducts('3', 4);
    expect(suggestions).toHaveLength(4);
    expect(suggestions.every((p) => p.inStock === true)).toBe(true);
  });
});
