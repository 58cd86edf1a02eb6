import { fromPromise } from 'xstate';
import type { WishlistPort } from './ports/wishlist-port.js';
import type { WishlistActorInputs, WishlistActorOutputs } from './wishlist.machine.js';

function actor<N extends keyof WishlistActorInputs>(
  run: (input: WishlistActorInputs[N]) => Promise<WishlistActorOutputs[N]>,
) {
  return fromPromise<WishlistActorOutputs[N], WishlistActorInputs[N]>(({ input }) => run(input));
}

/** The wishlist machine's named actors over the port, for `wishlistMachine.provide`. */
export function createWishlistActors(port: WishlistPort) {
  return {
    loadWishlist: actor<'loadWishlist'>(() => port.getWishlist()),
    addProduct: actor<'addProduct'>(({ productId }) => port.addProduct(productId)),
    removeProduct: actor<'removeProduct'>(({ productId }) => port.removeProduct(productId)),
    getShareToken: actor<'getShareToken'>(() => port.getShareToken()),
    shareWishlist: actor<'shareWishlist'>(({ token }) => port.shareWishlist(token)),
    mergeAnonymous: actor<'mergeAnonymous'>(({ productIds }) => port.mergeAnonymous(productIds)),
    loadCategoryProducts: actor<'loadCategoryProducts'>(({ categoryId, limit }) =>
      port.getCategoryProducts(categoryId, limit),
    ),
    loadSharedWishlist: actor<'loadSharedWishlist'>(({ id }) => port.getSharedWishlist(id)),
  };
}
