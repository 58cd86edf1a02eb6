import type { SandboxContext } from './context.js';
import type { OrderRow } from './order-service.js';

/**
 * Who may read or change what a cart leads to (its payments and its order).
 *
 * A registered shopper's cart: only a bearer token of that shopper (a client_credentials
 * token belongs to nobody). A guest's cart: whoever presents its guid, a random UUID that
 * only the guest's browser holds; never its code, which is a sequential number
 * (10000001, 10000002 ...) anyone can guess. Callers answer a refusal with the same 404
 * as a missing thing, so a stranger cannot even learn that it exists.
 */
export function mayUseCart(
  ctx: SandboxContext,
  cart: { user_uid: string | null; guid: string },
  presentedId: unknown,
): boolean {
  if (cart.user_uid !== null) return (ctx.token?.userUid ?? null) === cart.user_uid;
  return typeof presentedId === 'string' && presentedId === cart.guid;
}

/** The cart (owner and guid) a cart code belongs to. */
export function cartOwner(
  ctx: SandboxContext,
  cartCode: string,
): { user_uid: string | null; guid: string } | undefined {
  return ctx.db
    .prepare<[string], { user_uid: string | null; guid: string }>(
      'SELECT user_uid, guid FROM carts WHERE code = ?',
    )
    .get(cartCode);
}

/**
 * An order by an id its owner may use: a shopper's own order by code or guid (with their
 * token); a guest's order only by its cart's guid. Only an order of the request's base
 * site: another site's is as unknown as a missing one.
 */
export function ownedOrder(ctx: SandboxContext, id: string): OrderRow | undefined {
  return ctx.db
    .prepare<{ id: string; uid: string | null; site: string }, OrderRow>(
      `SELECT o.* FROM orders o LEFT JOIN carts c ON c.code = o.cart_code
       WHERE o.site = @site
         AND ((o.user_uid IS NULL AND c.guid = @id)
           OR (o.user_uid = @uid AND (o.code = @id OR o.guid = @id)))`,
    )
    .get({ id, uid: ctx.token?.userUid ?? null, site: ctx.site.code });
}

/**
 * The order a cart became, for the cart's owner: a shopper's cart by code or guid (with
 * their token), a guest's by guid only; on the request's base site only.
 */
export function ownedOrderByCart(ctx: SandboxContext, cartId: string): OrderRow | undefined {
  return ctx.db
    .prepare<{ id: string; uid: string | null; site: string }, OrderRow>(
      `SELECT o.* FROM orders o JOIN carts c ON c.code = o.cart_code
       WHERE o.site = @site
         AND ((o.user_uid IS NULL AND c.user_uid IS NULL AND c.guid = @id)
           OR (o.user_uid = @uid AND (c.guid = @id OR c.code = @id)))`,
    )
    .get({ id: cartId, uid: ctx.token?.userUid ?? null, site: ctx.site.code });
}
