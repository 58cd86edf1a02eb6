import { resolveUser, iso, type SandboxContext } from '../context.js';
import type { Params } from '../http.js';
import { findCart, touch, type CartRow } from '../cart-service.js';

/** The path of one cart; every cart route hangs off it. */
export const C = '/users/{userId}/carts/{cartId}';

/** The cart a request names, if the caller may use it. */
export function cartOf(ctx: SandboxContext, p: Params): CartRow {
  const uid = resolveUser(ctx, p['userId'] ?? '');
  return findCart(ctx.db, uid, p['cartId'] ?? '', ctx.site.code);
}

/** Runs a change on a cart, stamps it, and answers the cart unless the change returns data. */
export function mutate(
  ctx: SandboxContext,
  p: Params,
  change: (cart: CartRow) => unknown,
): unknown {
  const cart = cartOf(ctx, p);
  const result = change(cart);
  touch(ctx.db, cart, iso(ctx));
  return result;
}
