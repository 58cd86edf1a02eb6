import type { SandboxContext } from './context.js';
import { entriesOf, type CartRow } from './cart-service.js';
import { convertAmount, money } from './money.js';
import { SHIPPING_METHODS_EUR } from './seed-promotions.js';

// Countries where collection points exist (externalpickup).
const EXTERNAL_PICKUP_COUNTRIES = new Set(['ES', 'PT', 'FR']);

/**
 * Shipping methods with their price ranges and availability for a cart (or for the site
 * when no cart is given): SDD needs a served postal code with every line in a serving
 * store; store pickups need stores in the country.
 */
export function deliveryModesFor(ctx: SandboxContext, cart?: CartRow) {
  const { db, site } = ctx;
  const storesInCountry =
    db
      .prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM stores WHERE country = ?')
      .get(site.country)?.n ?? 0;
  let sddAvailable = false;
  if (cart?.sdd_postal_code) {
    const serving = db
      .prepare<[string], { store_id: string }>(
        'SELECT store_id FROM store_sdd_postal_codes WHERE postal_code = ?',
      )
      .all(cart.sdd_postal_code)
      .map((r) => r.store_id);
    const level = db.prepare<[string, string], { level: number }>(
      'SELECT level FROM store_stock WHERE code = ? AND store_id = ?',
    );
    const lines = entriesOf(db, cart.code).filter((e) => e.is_gift === 0);
    sddAvailable = serving.some((id) =>
      lines.every((e) => (level.get(e.product_code, id)?.level ?? 0) >= e.quantity),
    );
  }
  return SHIPPING_METHODS_EUR.map((m) => {
    const available =
      m.code === 'sdd'
        ? sddAvailable
        : m.code === 'pickup' || m.code === 'pickup_2h'
          ? storesInCountry > 0
          : m.code === 'externalpickup'
            ? EXTERNAL_PICKUP_COUNTRIES.has(site.country)
            : true;
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
