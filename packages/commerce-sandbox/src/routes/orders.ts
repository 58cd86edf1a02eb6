import { z } from 'zod';
import { requireUser, resolveUser, respond, type SandboxContext } from '../context.js';
import { compile, parse, type Route } from '../http.js';
import { notFound, OccError, validation } from '../errors.js';
import { findCart } from '../cart-service.js';
import { assertOrderable, orderView, placeOrder, type OrderRow } from '../order-service.js';
import { ownedOrder, ownedOrderByCart } from '../ownership.js';
import { authorisedPayment } from '../payment-simulator.js';
import { paymentModeOfMethod } from '../payment-modes.js';

// Every read below is limited to the request's base site (orders.site), as a real base
// site only sees its own orders; another site's order is the 404 of an unknown code.
const orderNotFound = (code: string) =>
  notFound('UnknownIdentifierError', `Order with guid ${code} not found`, code);

function userOrder(ctx: SandboxContext, uid: string, code: string): OrderRow {
  const row = ctx.db
    .prepare<[string, string, string, string], OrderRow>(
      'SELECT * FROM orders WHERE (code = ? OR guid = ?) AND user_uid = ? AND site = ?',
    )
    .get(code, code, uid, ctx.site.code);
  if (!row) throw orderNotFound(code);
  return row;
}

export const orderRoutes: Route<SandboxContext>[] = [
  compile('GET', '/users/{userId}/orders', (ctx, p) => {
    const uid = requireUser(ctx, p['userId'] ?? '');
    const q = parse(
      z
        .object({
          currentPage: z.coerce.number().int().min(0).max(10_000).default(0),
          pageSize: z.coerce.number().int().min(1).max(100).default(20),
        })
        .loose(),
      ctx.query,
      'query',
    );
    const total =
      ctx.db
        .prepare<[string, string], { n: number }>(
          'SELECT COUNT(*) AS n FROM orders WHERE user_uid = ? AND site = ?',
        )
        .get(uid, ctx.site.code)?.n ?? 0;
    const rows = ctx.db
      .prepare<[string, string, number, number], OrderRow>(
        `SELECT * FROM orders WHERE user_uid = ? AND site = ?
         ORDER BY created_at DESC, code DESC LIMIT ? OFFSET ?`,
      )
      .all(uid, ctx.site.code, q.pageSize, q.currentPage * q.pageSize);
    return {
      orders: rows.map((row) => orderView(ctx, row)),
      totalOrders: total,
      pagination: {
        currentPage: q.currentPage,
        pageSize: q.pageSize,
        totalPages: Math.ceil(total / q.pageSize),
        totalResults: total,
      },
    };
  }),
  // Order placement after the payment (or a retry after a lost response): the same cart
  // always answers the same order. An order is never placed here without an authorised
  // payment: the payment endpoints place it when they authorise (cash vouchers place a
  // PENDING one), so this answers the order they placed, or refuses.
  compile('POST', '/users/{userId}/orders', (ctx, p) => {
    const uid = resolveUser(ctx, p['userId'] ?? '');
    const cartId = parse(z.string().min(1).max(64), ctx.query['cartId'], 'cartId');
    const previous = ownedOrderByCart(ctx, cartId);
    if (previous && previous.user_uid === uid) return respond(201, orderView(ctx, previous));
    const cart = findCart(ctx.db, uid, cartId, ctx.site.code);
    assertOrderable(ctx, cart);
    const paid = authorisedPayment(ctx, cart.code);
    if (!paid) {
      throw OccError.of(400, {
        type: 'CartError',
        message: 'No authorised payment for this cart: create the payment first',
        reason: 'cart.paymentInfoNotSet',
        errorCode: 'cart.paymentInfoNotSet',
      });
    }
    const mode = paymentModeOfMethod(paid.method);
    return respond(201, orderView(ctx, placeOrder(ctx, cart, { mode, status: 'PAID' })));
  }),
  compile('GET', '/users/{userId}/orders/{code}', (ctx, p) => {
    const uid = resolveUser(ctx, p['userId'] ?? '');
    if (uid === null) throw orderNotFound(p['code'] ?? '');
    return orderView(ctx, userOrder(ctx, uid, p['code'] ?? ''));
  }),
  // Guest lookup: /users/anonymous/orders/{code}/{email}.
  compile('GET', '/users/anonymous/orders/{code}/{email}', (ctx, p) => {
    const row = ctx.db
      .prepare<[string, string, string, string], OrderRow>(
        'SELECT * FROM orders WHERE (code = ? OR guid = ?) AND lower(email) = lower(?) AND site = ?',
      )
      .get(p['code'] ?? '', p['code'] ?? '', p['email'] ?? '', ctx.site.code);
    if (!row) throw orderNotFound(p['code'] ?? '');
    return orderView(ctx, row);
  }),
  compile('GET', '/orders/byCartId/{cartId}', (ctx, p) => {
    const cartId = p['cartId'] ?? '';
    const row = ownedOrderByCart(ctx, cartId);
    if (!row) throw orderNotFound(cartId);
    return orderView(ctx, row);
  }),
  // Tracking (docs/product/orders.md §5): code + e-mail, or code + last name + postal code.
  compile('GET', '/orders', (ctx) => {
    const q = parse(
      z
        .object({
          code: z.string().min(1).max(40),
          email: z.email().max(200).optional(),
          lastName: z.string().min(1).max(100).optional(),
          postalCode: z.string().min(1).max(20).optional(),
        })
        .loose(),
      ctx.query,
      'query',
    );
    if (!q.email && !(q.lastName && q.postalCode))
      throw validation('email, or lastName and postalCode, are required', 'email');
    const row = ctx.db
      .prepare<[string, string, string], OrderRow>(
        'SELECT * FROM orders WHERE (code = ? OR guid = ?) AND site = ?',
      )
      .get(q.code, q.code, ctx.site.code);
    const data = row
      ? (JSON.parse(row.data) as { lastName?: string; postalCode?: string })
      : undefined;
    const ok =
      row &&
      (q.email
        ? row.email.toLowerCase() === q.email.toLowerCase()
        : data?.lastName?.toLowerCase() === q.lastName?.toLowerCase() &&
          data?.postalCode?.replace(/\s+/g, '') === q.postalCode?.replace(/\s+/g, ''));
    if (!row || !ok) throw orderNotFound(q.code);
    return orderView(ctx, row);
  }),
  // A shopper's own order by code or guid; a guest's only by its cart's guid (the order
  // code is sequential and guessable). Guests who know the code use the tracking lookups.
  compile('GET', '/orders/{code}', (ctx, p) => {
    const code = p['code'] ?? '';
    const row = ownedOrder(ctx, code);
    if (!row) throw orderNotFound(code);
    return orderView(ctx, row);
  }),
  compile('POST', '/orders/{code}/visited', (ctx, p) => {
    const code = p['code'] ?? '';
    const row = ownedOrder(ctx, code);
    if (!row) throw orderNotFound(code);
    ctx.db.prepare('UPDATE orders SET visited = 1 WHERE code = ?').run(row.code);
    return undefined;
  }),
];
