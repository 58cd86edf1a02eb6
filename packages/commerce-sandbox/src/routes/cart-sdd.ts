import { z } from 'zod';
import type { SandboxContext } from '../context.js';
import { compile, parse, type Route } from '../http.js';
import { OccError } from '../errors.js';
import { entriesOf } from '../cart-service.js';
import { availabilityErrors } from '../cart-entries.js';
import { storesServing } from '../sdd-stores.js';
import { C, cartOf, mutate } from './cart-route.js';
import { postalCodeSchema } from '../schemas.js';

export const cartSddRoutes: Route<SandboxContext>[] = [
  // Same-day delivery: postal-code validation and the set-point-of-sale call
  // (docs/product/shipping.md §4.3).
  compile('POST', `${C}/availablepostalcodes`, (ctx, p) =>
    mutate(ctx, p, (cart) => {
      const { postalCode } = parse(z.object({ postalCode: postalCodeSchema }), ctx.body);
      ctx.db
        .prepare('UPDATE carts SET sdd_postal_code = ? WHERE code = ?')
        .run(postalCode, cart.code);
      const stores = storesServing(ctx, postalCode);
      const errors =
        stores.length === 0
          ? [{ id: postalCode, reason: 'NO_STORE' }]
          : availabilityErrors(ctx, { ...cart, sdd_postal_code: postalCode }).filter(
              (e) => e.hasSddNotAvailable,
            );
      return { postalCode, isSddEnabled: errors.length === 0, storesByCP: stores, errors };
    }),
  ),
  compile('PUT', `${C}/pointofservice`, (ctx, p) =>
    mutate(ctx, p, (cart) => {
      const { postalCode, storeId } = parse(
        z.object({
          postalCode: postalCodeSchema,
          storeId: z.string().min(1).max(20),
        }),
        ctx.body,
      );
      const id = storeId.replace(/^0+/, '');
      if (!ctx.db.prepare('SELECT 1 FROM stores WHERE id = ?').get(id)) {
        throw OccError.of(400, {
          type: 'ValidationError',
          message: 'Unknown point of service',
          reason: 'invalid',
          subject: 'pointOfServiceCode',
        });
      }
      ctx.db
        .prepare('UPDATE carts SET sdd_postal_code = ?, pickup_store = ? WHERE code = ?')
        .run(postalCode, id, cart.code);
      return { errors: availabilityErrors(ctx, { ...cart, sdd_postal_code: postalCode }) };
    }),
  ),
  compile('POST', `${C}/geolocalize`, (ctx, p) => {
    cartOf(ctx, p);
    const { lat, lng } = parse(
      z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
      ctx.body,
    );
    const stores = ctx.db
      .prepare<[string], { id: string; postal_code: string; lat: number; lng: number }>(
        'SELECT id, postal_code, lat, lng FROM stores WHERE country = ?',
      )
      .all(ctx.site.country);
    const nearest = stores.sort(
      (a, b) => Math.hypot(a.lat - lat, a.lng - lng) - Math.hypot(b.lat - lat, b.lng - lng),
    )[0];
    return { postalCode: nearest?.postal_code ?? null, storeId: nearest?.id ?? null };
  }),
  compile('GET', `${C}/stores`, (ctx, p) => {
    const cart = cartOf(ctx, p);
    const rows = ctx.db
      .prepare<
        [string],
        { id: string; name: string; postal_code: string; address: string; lat: number; lng: number }
      >(
        `SELECT s.id, s.name, s.postal_code, s.address, s.lat, s.lng FROM stores s WHERE s.country = ? ORDER BY s.id`,
      )
      .all(ctx.site.country);
    const entries = entriesOf(ctx.db, cart.code).filter((e) => e.is_gift === 0);
    const level = ctx.db.prepare<[string, string], { level: number }>(
      'SELECT level FROM store_stock WHERE code = ? AND store_id = ?',
    );
    return {
      stores: rows.map((s) => ({
        id: s.id,
        name: s.name,
        address: s.address,
        postalCode: s.postal_code,
        coordinates: { lat: s.lat, lng: s.lng },
        stock: entries.every((e) => (level.get(e.product_code, s.id)?.level ?? 0) >= e.quantity),
      })),
    };
  }),
];
