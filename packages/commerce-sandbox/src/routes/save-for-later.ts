import { z } from 'zod';
import { iso, type SandboxContext } from '../context.js';
import { compile, parse, type Route } from '../http.js';
import { OccError, validation } from '../errors.js';
import { saveForLaterUid, saveForLaterView } from '../cart-service.js';
import { addEntry, findEntry, removeEntry } from '../cart-entries.js';
import { C, cartOf, mutate } from './cart-route.js';

export const saveForLaterRoutes: Route<SandboxContext>[] = [
  // Save for later (docs/product/bag.md §5): move an entry out of the bag, restore it, remove it.
  compile('GET', `${C}/saveforlater`, (ctx, p) =>
    saveForLaterView(ctx, saveForLaterUid(cartOf(ctx, p))),
  ),
  compile('POST', `${C}/saveforlater/restore`, (ctx, p) =>
    mutate(ctx, p, (cart) => {
      const { productCode } = parse(z.object({ productCode: z.string().min(1).max(40) }), ctx.body);
      const listUid = saveForLaterUid(cart);
      const saved = ctx.db
        .prepare<[string, string], { quantity: number; engraving: string | null }>(
          'SELECT quantity, engraving FROM save_for_later WHERE list_uid = ? AND product_code = ?',
        )
        .get(listUid, productCode);
      if (!saved) throw validation(`Product ${productCode} is not saved for later`, 'productCode');
      let quantityAdded = 0;
      try {
        quantityAdded = addEntry(ctx, cart, {
          code: productCode,
          quantity: saved.quantity,
          ...(saved.engraving
            ? { engravingInfo: JSON.parse(saved.engraving) as { engravingText: string } }
            : {}),
        }).quantityAdded;
      } catch (error) {
        if (!(error instanceof OccError)) throw error;
      }
      if (quantityAdded >= saved.quantity) {
        ctx.db
          .prepare('DELETE FROM save_for_later WHERE list_uid = ? AND product_code = ?')
          .run(listUid, productCode);
      } else if (quantityAdded > 0) {
        ctx.db
          .prepare('UPDATE save_for_later SET quantity = ? WHERE list_uid = ? AND product_code = ?')
          .run(saved.quantity - quantityAdded, listUid, productCode);
      }
      return { quantity: saved.quantity, quantityAdded };
    }),
  ),
  compile('POST', `${C}/saveforlater/{entryNumber}`, (ctx, p) =>
    mutate(ctx, p, (cart) => {
      const entry = findEntry(ctx, cart, p['entryNumber'] ?? '');
      ctx.db
        .prepare(
          'INSERT INTO save_for_later (list_uid, product_code, quantity, engraving, added_at) VALUES (?, ?, ?, ?, ?) ON CONFLICT(list_uid, product_code) DO UPDATE SET quantity = quantity + excluded.quantity',
        )
        .run(saveForLaterUid(cart), entry.product_code, entry.quantity, entry.engraving, iso(ctx));
      removeEntry(ctx, cart, entry);
      return saveForLaterView(ctx, saveForLaterUid(cart));
    }),
  ),
  compile('DELETE', `${C}/saveforlater/{productCode}`, (ctx, p) =>
    mutate(ctx, p, (cart) => {
      ctx.db
        .prepare('DELETE FROM save_for_later WHERE list_uid = ? AND product_code = ?')
        .run(saveForLaterUid(cart), p['productCode'] ?? '');
      return undefined;
    }),
  ),
];
