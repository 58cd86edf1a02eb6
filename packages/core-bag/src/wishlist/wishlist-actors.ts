import { notProvided } from '@atelier/core-catalogue';
import { fromPromise, type PromiseActorLogic } from 'xstate';
import { z } from 'zod';
import { callActor } from '../calls/call-actor.js';
import type { CallSignal } from '../calls/call-signal.js';
import { WishlistProductSchema, WishlistSchema } from '../entities/wishlist.schema.js';
import type { WishlistPort } from '../ports/wishlist-port.js';
import { ALREADY_IN_WISHLIST } from './wishlist-rules.js';
import type {
  WishlistActorInputs,
  WishlistActorName,
  WishlistActorOutputs,
  WishlistErrorKind,
} from './wishlist.machine.types.js';

export type WishlistActorLogic = {
  [N in WishlistActorName]: PromiseActorLogic<WishlistActorOutputs[N], WishlistActorInputs[N]>;
};

const WISHLIST_ACTOR_NAMES: readonly WishlistActorName[] = [
  'loadWishlist',
  'addProduct',
  'removeProduct',
  'getShareToken',
  'shareWishlist',
  'mergeAnonymous',
  'loadCategoryProducts',
  'loadSharedWishlist',
];

/** The machine's defaults: each rejects naming itself until the caller provides the real one. */
export function placeholderWishlistActors(): WishlistActorLogic {
  return Object.fromEntries(
    WISHLIST_ACTOR_NAMES.map((name) => [name, fromPromise(notProvided('wishlistMachine', name))]),
  ) as unknown as WishlistActorLogic;
}

/**
 * docs/product/wishlist.md §2: the back-end's 'Product is already in wishlist', anywhere in the
 * error.
 */
export function classifyWishlistError(error: unknown): WishlistErrorKind {
  const text = JSON.stringify(error instanceof Error ? { message: error.message } : (error ?? ''));
  return text.toLowerCase().includes(ALREADY_IN_WISHLIST.toLowerCase())
    ? 'alreadyInWishlist'
    : 'failed';
}

function actor<N extends WishlistActorName>(
  answer: z.ZodType<WishlistActorOutputs[N]>,
  call: (input: WishlistActorInputs[N], options: { signal: CallSignal }) => Promise<unknown>,
) {
  return callActor({ call, answer, classify: classifyWishlistError });
}

/**
 * The wishlist machine's named actors over the port, for `wishlistMachine.provide`. Each
 * passes its AbortSignal to the port, parses the answer and classifies a rejection.
 */
export function createWishlistActors(port: WishlistPort): WishlistActorLogic {
  return {
    loadWishlist: actor<'loadWishlist'>(WishlistSchema, (_, o) => port.getWishlist(o)),
    addProduct: actor<'addProduct'>(WishlistSchema, ({ productId }, o) =>
      port.addProduct(productId, o),
    ),
    removeProduct: actor<'removeProduct'>(WishlistSchema, ({ productId }, o) =>
      port.removeProduct(productId, o),
    ),
    getShareToken: actor<'getShareToken'>(z.string().min(1), (_, o) => port.getShareToken(o)),
    shareWishlist: actor<'shareWishlist'>(z.unknown(), ({ token }, o) =>
      port.shareWishlist(token, o),
    ),
    mergeAnonymous: actor<'mergeAnonymous'>(WishlistSchema, ({ productIds }, o) =>
      port.mergeAnonymous(productIds, o),
    ),
    loadCategoryProducts: actor<'loadCategoryProducts'>(
      z.array(WishlistProductSchema),
      ({ categoryId, limit }, o) => port.getCategoryProducts(categoryId, limit, o),
    ),
    loadSharedWishlist: actor<'loadSharedWishlist'>(WishlistSchema, ({ id }, o) =>
      port.getSharedWishlist(id, o),
    ),
  };
}
