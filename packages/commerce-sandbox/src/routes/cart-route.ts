import { resolveUser, iso, type SandboxContext } from '../context.js';
import type { Params } from '../http.js';
import { cartTotals, findCart, getCartByCode, touch, type CartRow } from '../cart-service.js';
import { voidOpenPayments } from '../payment-void.js';
import { syncGiftLines } from '../gift-lines.js';

/** The path of one cart; every cart route hangs off it. */
export const C = '/users/{userId}/carts/{cartId}';

/** The cart a request names, if the caller may use it. */
export function cartOf(ctx: SandboxContext, p: Params): CartRow {
  const uid = resolveUser(ctx, p['userId'] ?? '');
  return findCart(ctx.db, uid, p['cartId'] ?? '', ctx.site.code);
}

/**
 * Runs a change on a cart, stamps it, and answers the cart unless the change returns data.
 * A payment started before a change of the total no longer pays for this cart: voided. The
 * gift lines follow the change (gift-lines.ts).
 */
export function mutate(
  ctx: SandboxContext,
  p: Params,
  change: (cart: CartRow) => unknown,
): unknown {
  const cart = cartOf(ctx, p);
  const before = cartTotals(ctx.db, cart, ctx.site).totalPrice;
  const result = change(cart);
  syncGiftLines(ctx, getCartByCode(ctx.db, cart.code));
  touch(ctx.db, cart, iso(ctx));
  // A change that moves the total (lines, vouchers, delivery) voids the payment started
  // before it; one that does not (the e-mail, the payment mode the shop sets on return) does
  // not. Authorising compares the amount with the total again anyway (payment-simulator.ts).
  const after = ctx.db
    .prepare<[string], CartRow>('SELECT * FROM carts WHERE code = ?')
    .get(cart.code);
  if (!after || cartTotals(ctx.db, after, ctx.site).totalPrice !== before)
    voidOpenPayments(ctx.db, cart.code);
  return result;
}
