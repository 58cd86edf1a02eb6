import type { SandboxContext } from './context.js';
import { entriesOf, type CartRow } from './cart-service.js';
import { convertAmount, money } from './money.js';
import { SHIPPING_METHODS_EUR } from './seed-promotions.js';
import { storesServing } from './sdd-stores.js';

// Countries where collection points exist (externalpickup).
const EXTERNAL_PICKUP_COUNTRIES = new Set(['ES', 'PT', 'FR']);

/**
 * Shipping methods with their price ranges and availability for a cart (or for the site
 * when no cart is given). Each method ships from somewhere that must hold every line:
 * web methods (standard, express, collection points) the web warehouse; SDD a store
 * serving the cart's postal code; store pickups a store of the country. A bag split
 * between the web and a store thus has no method at all, which is when the storefront's
 * best-cart rule (docs/product/shipping.md §5) applies.
 */
export function deliveryModesFor(ctx: SandboxContext, cart?: CartRow) {
  const { db, site } = ctx;
  const countryStores = db
    .prepare<[string], { id: string }>('SELECT id FROM stores WHERE country = ?')
    .all(site.country)
    .map((r) => r.id);
  const level = db.prepare<[string, string], { level: number }>(
    'SELECT level FROM store_stock WHERE code = ? AND store_id = ?',
  );
  const online = db.prepare<[string, string], { level: number }>(
    'SELECT level FROM product_stock WHERE code = ? AND channel = ?',
  );
  const lines = cart ? entriesOf(db, cart.code).filter((e) => e.is_gift === 0) : [];
  const storeHoldsAll = (id: string) =>
    lines.every((e) => (level.get(e.product_code, id)?.level ?? 0) >= e.quantity);
  const webHoldsAll = lines.every(
    (e) => (online.get(e.product_code, ctx.channel)?.level ?? 0) >= e.quantity,
  );
  const sddAvailable =
    cart !== undefined && storesServing(ctx, cart.sdd_postal_code).some(storeHoldsAll);
  const pickupAvailable = countryStores.some(storeHoldsAll);
  return SHIPPING_METHODS_EUR.map((m) => {
    const available =
      m.code === 'sdd'
        ? sddAvailable
        : m.code === 'pickup' || m.code === 'pickup_2h'
          ? pickupAvailable
          : m.code === 'externalpickup'
            ? EXTERNAL_PICKUP_COUNTRIES.has(site.country) && webHoldsAll
            : webHoldsAll;
    const ranges = m.ranges.map((r) => ({
      minimum: convertAmount(r.minimum, site.currency),
      pricing: money(convertAmount(r.price, site.currency), site.currency, site.locale),
    }));
    return {
      code: m.code,
      name: m.name,
      isSdd: m.isSdd,
      available,
      deliveryCost: ranges[0]?.pricing ?? money(0, site.currency, site.locale),
      priceRanges: ranges,
    };
  });
}
