// An in-memory wishlist back-end implementing WishlistPort.
import type { Wishlist, WishlistProduct } from '../src/entities/wishlist.schema.js';
import type { WishlistPort } from '../src/ports/wishlist-port.js';

export class FakeWishlist implements WishlistPort {
  ids: string[] = [];
  shared = new Map<string, Wishlist>();
  sharedTokens: string[] = [];
  categoryProducts: WishlistProduct[] = [];
  calls: string[] = [];
  inFlight = 0;
  maxInFlight = 0;
  failures = new Map<string, unknown>();

  private async call<T>(name: string, run: () => T): Promise<T> {
    this.calls.push(name);
    this.inFlight += 1;
    this.maxInFlight = Math.max(this.maxInFlight, this.inFlight);
    try {
      await Promise.resolve();
      const failure = this.failures.get(name);
      if (failure !== undefined) {
        this.failures.delete(name);
        throw failure;
      }
      return structuredClone(run());
    } finally {
      this.inFlight -= 1;
    }
  }

  private list(): Wishlist {
    return {
      name: 'mine',
      entries: this.ids.map((id, entry) => ({ id, entry })),
      totalResults: this.ids.length,
    };
  }

  getWishlist() {
    return this.call('getWishlist', () => this.list());
  }
  addProduct(productCode: string) {
    return this.call('addProduct', () => {
      if (this.ids.includes(productCode)) {
        throw { errors: [{ message: 'Product is already in wishlist' }] };
      }
      this.ids.push(productCode);
      return this.list();
    });
  }
  removeProduct(productCode: string) {
    return this.call('removeProduct', () => {
      this.ids = this.ids.filter((id) => id !== productCode);
      return this.list();
    });
  }
  getShareToken() {
    return this.call('getShareToken', () => 'token-1');
  }
  shareWishlist(token: string) {
    return this.call('shareWishlist', () => {
      this.sharedTokens.push(token);
    });
  }
  getSharedWishlist(id: string) {
    return this.call('getSharedWishlist', () => {
      const found = this.shared.get(id);
      if (found === undefined) throw { status: 404, errors: [{ reason: 'notFound' }] };
      return found;
    });
  }
  mergeAnonymous(productIds: string[]) {
    return this.call('mergeAnonymous', () => {
      for (const id of productIds) if (!this.ids.includes(id)) this.ids.push(id);
      return this.list();
    });
  }
  getCategoryProducts(_categoryId: string, limit: number) {
    // As the OCC listing: in-stock products of the category, at most `limit`.
    return this.call('getCategoryProducts', () =>
      this.categoryProducts.filter((p) => p.inStock !== false).slice(0, limit),
    );
  }
}
