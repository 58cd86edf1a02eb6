import { giftLineChanges, giftProductsDue, type GiftOffer } from '@atelier/core-bag';
import type { SandboxContext } from './context.js';
import { cartTotals, entriesOf, type CartRow } from './cart-service.js';
import { convertAmount } from './money.js';

/** Amounts compared in hundredths, so a float sum never misses a threshold by a rounding. */
const minor = (amount: number): number => Math.round(amount * 100);

/**
 * Keeps a cart's gift lines those of its fired gift-with-purchase promotions
 * (docs/product/bag.md §3): the back-end makes each gift line itself (quantity 1, price 0) and
 * removes it when the bag falls below the threshold. A shopper never makes a line a gift
 * (schemas.ts drops the flag). Run after every change to a cart's lines or vouchers.
 */
export function syncGiftLines(ctx: SandboxContext, cart: CartRow): void {
  const totals = cartTotals(ctx.db, cart, ctx.site);
  const offers: GiftOffer[] = totals.gwp.flatMap((gwp) =>
    gwp.giftProduct && gwp.thresholdEur !== undefined
      ? [
          {
            promotion: gwp.code,
            thresholdMinor: minor(convertAmount(gwp.thresholdEur, ctx.site.currency)),
            giftProduct: gwp.giftProduct,
          },
        ]
      : [],
  );
  const net = minor(totals.subTotal - totals.totalDiscounts);
  // An empty bag gets no gift, whatever a zero threshold says.
  const hasLines = entriesOf(ctx.db, cart.code).some((e) => e.is_gift === 0);
  const due = hasLines ? giftProductsDue(offers, net) : [];
  const gifts = entriesOf(ctx.db, cart.code).filter((e) => e.is_gift === 1);
  const { add, remove } = giftLineChanges(
    gifts.map((e) => e.product_code),
    due,
  );
  const drop = ctx.db.prepare('DELETE FROM cart_entries WHERE cart_code = ? AND entry_number = ?');
  for (const product of remove) {
    const index = gifts.findIndex((e) => e.product_code === product);
    const [line] = gifts.splice(index, 1);
    if (line) drop.run(cart.code, line.entry_number);
  }
  const insert = ctx.db.prepare(
    'INSERT INTO cart_entries (cart_code, entry_number, product_code, quantity, is_gift) VALUES (?, ?, ?, 1, 1)',
  );
  for (const product of add) {
    const next =
      (ctx.db
        .prepare<[string], { n: number | null }>(
          'SELECT MAX(entry_number) AS n FROM cart_entries WHERE cart_code = ?',
        )
        .get(cart.code)?.n ?? -1) + 1;
    insert.run(cart.code, next, product);
  }
}
