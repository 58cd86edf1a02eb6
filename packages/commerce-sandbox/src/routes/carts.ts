import { z } from 'zod';
import { iso, resolveUser, respond, type SandboxContext } from '../context.js';
import { compile, parse, type Route } from '../http.js';
import { OccError, validation } from '../errors.js';
import {
  cartView,
  createCart,
  entriesOf,
  findCart,
  saveForLaterUid,
  touch,
  type CartRow,
} from '../cart-service.js';
import {
  addEntry,
  availabilityErrors,
  findEntry,
  removeEntry,
  updateEntry,
} from '../cart-entries.js';
import { entrySchema, giftCardSchema } from '../schemas.js';
import { setMeta } from '../db.js';
import { C, cartOf, mutate } from './cart-route.js';
import { voidOpenPayments } from '../payment-void.js';
import { syncGiftLines } from '../gift-lines.js';

const mergeQuery = z
  .object({
    oldCartId: z.string().min(1).max(64).optional(),
    toMergeCartGuid: z.string().min(1).max(64).optional(),
  })
  .loose();

function mergeCarts(ctx: SandboxContext, from: CartRow, into: CartRow): void {
  // Gift lines are not carried over: they belong to the promotions of the cart they are in.
  for (const e of entriesOf(ctx.db, from.code).filter((line) => line.is_gift === 0)) {
    try {
      addEntry(ctx, into, {
        code: e.product_code,
        quantity: e.quantity,
        ...(e.engraving
          ? { engravingInfo: JSON.parse(e.engraving) as { engravingText: string } }
          : {}),
        ...(e.gift_card ? { giftCardInfo: JSON.parse(e.gift_card) as object } : {}),
      });
    } catch (error) {
      // A line without stock any more is dropped from the merge, as Commerce does.
      if (!(error instanceof OccError)) throw error;
    }
  }
  ctx.db.prepare("UPDATE carts SET status = 'merged' WHERE code = ?").run(from.code);
  setMeta(ctx.db, `merged:${from.code}`, into.guid);
}

function moveSaveForLater(ctx: SandboxContext, from: string, to: string): void {
  ctx.db
    .prepare(
      'INSERT OR IGNORE INTO save_for_later (list_uid, product_code, quantity, engraving, added_at) SELECT ?, product_code, quantity, engraving, added_at FROM save_for_later WHERE list_uid = ?',
    )
    .run(to, from);
  ctx.db.prepare('DELETE FROM save_for_later WHERE list_uid = ?').run(from);
}

/** Bag lifecycle (docs/product/bag.md §2) and entries (docs/product/bag.md §3). */
export const cartRoutes: Route<SandboxContext>[] = [
  compile('GET', '/users/{userId}/carts', (ctx, p) => {
    const uid = resolveUser(ctx, p['userId'] ?? '');
    if (uid === null) throw validation('Anonymous carts are read by guid', 'userId');
    const rows = ctx.db
      .prepare<[string, string], CartRow>(
        "SELECT * FROM carts WHERE user_uid = ? AND site = ? AND status = 'open' ORDER BY code DESC",
      )
      .all(uid, ctx.site.code);
    return { carts: rows.map((row) => cartView(ctx, row)) };
  }),
  // Create, restore, or merge on login (docs/product/bag.md §2.3): oldCartId is the anonymous cart,
  // toMergeCartGuid the user's cart it goes into.
  compile('POST', '/users/{userId}/carts', (ctx, p) => {
    const uid = resolveUser(ctx, p['userId'] ?? '');
    const q = parse(mergeQuery, ctx.query, 'query');
    if (uid === null) {
      if (q.oldCartId)
        return respond(201, cartView(ctx, findCart(ctx.db, null, q.oldCartId, ctx.site.code)));
      return respond(201, cartView(ctx, createCart(ctx.db, ctx.site.code, null, iso(ctx))));
    }
    if (!q.oldCartId) {
      if (q.toMergeCartGuid)
        return respond(201, cartView(ctx, findCart(ctx.db, uid, q.toMergeCartGuid, ctx.site.code)));
      return respond(201, cartView(ctx, createCart(ctx.db, ctx.site.code, uid, iso(ctx))));
    }
    if (q.oldCartId === q.toMergeCartGuid) {
      throw OccError.of(400, {
        type: 'CartError',
        message: 'Cannot merge a cart into itself.',
        reason: 'invalid',
        subject: q.oldCartId,
      });
    }
    const from = findCart(ctx.db, null, q.oldCartId, ctx.site.code);
    const into = q.toMergeCartGuid
      ? findCart(ctx.db, uid, q.toMergeCartGuid, ctx.site.code)
      : undefined;
    moveSaveForLater(ctx, saveForLaterUid(from), uid);
    if (!into) {
      ctx.db
        .prepare('UPDATE carts SET user_uid = ?, updated_at = ? WHERE code = ?')
        .run(uid, iso(ctx), from.code);
      return respond(201, cartView(ctx, findCart(ctx.db, uid, from.guid, ctx.site.code)));
    }
    mergeCarts(ctx, from, into);
    syncGiftLines(ctx, into);
    touch(ctx.db, into, iso(ctx));
    voidOpenPayments(ctx.db, into.code);
    return respond(201, cartView(ctx, into));
  }),
  compile('GET', C, (ctx, p) => cartView(ctx, cartOf(ctx, p))),
  compile('DELETE', C, (ctx, p) => {
    const cart = cartOf(ctx, p);
    ctx.db
      .prepare("UPDATE carts SET status = 'removed', updated_at = ? WHERE code = ?")
      .run(iso(ctx), cart.code);
    return undefined;
  }),
  compile('POST', `${C}/entries`, (ctx, p) =>
    mutate(ctx, p, (cart) => addEntry(ctx, cart, parse(entrySchema, ctx.body))),
  ),
  compile('POST', `${C}/entries/engravings`, (ctx, p) =>
    mutate(ctx, p, (cart) => {
      const entry = parse(entrySchema, ctx.body);
      if (!entry.engravingInfo) throw validation('engravingInfo is required', 'engravingInfo');
      return addEntry(ctx, cart, entry);
    }),
  ),
  compile('POST', `${C}/entries/multiple`, (ctx, p) =>
    mutate(ctx, p, (cart) => {
      const { orderEntries } = parse(
        z.object({ orderEntries: z.array(entrySchema).min(1).max(50) }),
        ctx.body,
      );
      // Each entry is tried on its own: one product without stock does not undo the others.
      return {
        cartModifications: orderEntries.map((entry) => {
          try {
            return addEntry(ctx, cart, entry);
          } catch (error) {
            if (!(error instanceof OccError)) throw error;
            const code = entry.product?.code ?? entry.code ?? '';
            return {
              statusCode: 'noStock',
              quantityAdded: 0,
              quantity: entry.quantity,
              entry: { product: { code } },
              errors: error.entries,
            };
          }
        }),
      };
    }),
  ),
  compile('PATCH', `${C}/entries/{entryNumber}`, (ctx, p) =>
    mutate(ctx, p, (cart) => {
      const { quantity } = parse(z.object({ quantity: z.number().int().min(0).max(99) }), ctx.body);
      return updateEntry(ctx, cart, findEntry(ctx, cart, p['entryNumber'] ?? ''), quantity);
    }),
  ),
  compile('DELETE', `${C}/entries/{entryNumber}`, (ctx, p) =>
    mutate(ctx, p, (cart) => {
      removeEntry(ctx, cart, findEntry(ctx, cart, p['entryNumber'] ?? ''));
      return undefined;
    }),
  ),
  compile('PUT', `${C}/entries/giftcardinfo/{entryNumber}`, (ctx, p) =>
    mutate(ctx, p, (cart) => {
      const info = parse(giftCardSchema, ctx.body);
      const entry = findEntry(ctx, cart, p['entryNumber'] ?? '');
      ctx.db
        .prepare('UPDATE cart_entries SET gift_card = ? WHERE cart_code = ? AND entry_number = ?')
        .run(JSON.stringify(info), cart.code, entry.entry_number);
      return cartView(ctx, cart);
    }),
  ),
  compile('GET', `${C}/validate`, (ctx, p) => {
    const cart = cartOf(ctx, p);
    const errors = availabilityErrors(ctx, cart);
    return {
      valid: errors.length === 0,
      productAvailabilityErrors: errors,
      isPurchasable: errors.length === 0 && entriesOf(ctx.db, cart.code).length > 0,
    };
  }),
];
