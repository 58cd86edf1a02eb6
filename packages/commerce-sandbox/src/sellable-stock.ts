import type { SandboxContext } from './context.js';
import { statements } from './product-view.js';
import { storesServing } from './sdd-stores.js';

/**
 * Units of a code a cart may hold (docs/product/bag.md §3.2, docs/product/shipping.md §5): the web
 * warehouse's stock, or, for a piece the web has none of, what one store of the site's
 * country that delivers the same day holds (it can only travel by same-day delivery; the
 * best-cart rule settles a bag that mixes both). One store, not their sum: a delivery
 * leaves from one shop (ADR 0052).
 */
export function sellableStock(ctx: SandboxContext, code: string): number {
  const online = statements(ctx.db).stock(code, ctx.channel);
  if (online > 0) return online;
  return (
    ctx.db
      .prepare<[string, string], { level: number | null }>(
        `SELECT MAX(t.level) AS level FROM store_stock t JOIN stores s ON s.id = t.store_id
         WHERE t.code = ? AND s.country = ?
           AND EXISTS (SELECT 1 FROM store_sdd_postal_codes p WHERE p.store_id = s.id)`,
      )
      .get(code, ctx.site.country)?.level ?? 0
  );
}

/**
 * Where a placed cart's units leave from: a same-day cart from the first store serving its
 * postal code that holds every line (as deliveryModesFor offered it), any other from the
 * web warehouse. Null when that source cannot cover the lines (the order is refused).
 */
export function dispatchStore(
  ctx: SandboxContext,
  cart: { sdd_postal_code: string | null },
  lines: readonly { product_code: string; quantity: number }[],
): string | null {
  const level = ctx.db.prepare<[string, string], { level: number }>(
    'SELECT level FROM store_stock WHERE code = ? AND store_id = ?',
  );
  return (
    storesServing(ctx, cart.sdd_postal_code).find((id) =>
      lines.every((e) => (level.get(e.product_code, id)?.level ?? 0) >= e.quantity),
    ) ?? null
  );
}
