import { z } from 'zod';
import { postalCodeSchema } from '../schemas.js';
import { iso, type SandboxContext } from '../context.js';
import { compile, parse, type Route } from '../http.js';
import { notFound, OccError } from '../errors.js';
import { respond } from '../context.js';
import { countryBounds } from '../country-bounds.js';

interface StoreRow {
  id: string;
  name: string;
  country: string;
  city: string;
  address: string;
  postal_code: string;
  lat: number;
  lng: number;
  phone: string;
  schedule: string;
  pickup_types: string;
  is_distributor: number;
}

function slug(s: StoreRow): string {
  const text = `${s.city}-${s.name}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `${s.id}-${text}`;
}

export function storeView(s: StoreRow): Record<string, unknown> {
  return {
    id: s.id,
    name: s.name,
    address: s.address,
    postalCode: s.postal_code,
    city: s.city,
    countryCode: s.country,
    phoneNumber: s.phone,
    mail: `store${s.id}@example.com`,
    coordinates: { lat: s.lat, lng: s.lng },
    geoPoint: { latitude: s.lat, longitude: s.lng },
    ref: s.id,
    slug: slug(s),
    schedule: JSON.parse(s.schedule) as unknown,
    pickupTypes: JSON.parse(s.pickup_types) as unknown,
    isDistributor: s.is_distributor === 1,
    isShopAccessible: true,
  };
}

/** Store ids may arrive left-padded to 10 characters (docs/product/stores.md §3). */
const unpad = (id: string): string => id.replace(/^0+(?=\d)/, '');

export const storeRoutes: Route<SandboxContext>[] = [
  compile('GET', '/stores', (ctx) => {
    const q = parse(
      z
        .object({
          query: z.string().max(100).optional(),
          country: z
            .string()
            .regex(/^[A-Za-z]{2}$/)
            .optional(),
          latitude: z.coerce.number().min(-90).max(90).optional(),
          longitude: z.coerce.number().min(-180).max(180).optional(),
        })
        .loose(),
      ctx.query,
      'query',
    );
    const country = (q.country ?? ctx.site.country).toUpperCase();
    let rows = ctx.db
      .prepare<[string], StoreRow>('SELECT * FROM stores WHERE country = ? ORDER BY id')
      .all(country);
    if (q.query) {
      const needle = q.query.toLowerCase();
      rows = rows.filter((s) =>
        `${s.name} ${s.city} ${s.address} ${s.postal_code}`.toLowerCase().includes(needle),
      );
    }
    if (q.latitude !== undefined && q.longitude !== undefined) {
      const lat = q.latitude;
      const lng = q.longitude;
      rows = [...rows].sort(
        (a, b) => Math.hypot(a.lat - lat, a.lng - lng) - Math.hypot(b.lat - lat, b.lng - lng),
      );
    }
    const center = rows[0] ? { lat: rows[0].lat, lng: rows[0].lng } : null;
    return { stores: rows.map(storeView), center, countryBounds: countryBounds(country) };
  }),
  compile('GET', '/stores/countries', (ctx) => ({
    countries: ctx.db
      .prepare<[], { country: string }>('SELECT DISTINCT country FROM stores ORDER BY country')
      .all()
      .map((r) => ({ id: r.country, isoCode: r.country, name: r.country })),
  })),
  compile('GET', '/stores/slug/{slug}', (ctx, p) => {
    const id = (p['slug'] ?? '').split('/').pop()?.split('-')[0] ?? '';
    const row = ctx.db
      .prepare<[string], StoreRow>('SELECT * FROM stores WHERE id = ?')
      .get(unpad(id));
    if (!row) throw notFound('UnknownIdentifierError', 'Store not found', p['slug']);
    return storeView(row);
  }),
  compile('GET', '/stores/{storeId}', (ctx, p) => {
    const row = ctx.db
      .prepare<[string], StoreRow>('SELECT * FROM stores WHERE id = ?')
      .get(unpad(p['storeId'] ?? ''));
    if (!row) throw notFound('UnknownIdentifierError', 'Store not found', p['storeId']);
    return storeView(row);
  }),
  compile('GET', '/storesbypostalcode', (ctx) => {
    const postalCode = parse(postalCodeSchema, ctx.query['postalCode'], 'postalCode');
    const rows = ctx.db
      .prepare<[string], StoreRow>(
        'SELECT s.* FROM stores s JOIN store_sdd_postal_codes p ON p.store_id = s.id WHERE p.postal_code = ? ORDER BY s.id',
      )
      .all(postalCode);
    return { postalCode, stores: rows.map(storeView) };
  }),
  // Book a product in a store (docs/product/stores.md §4).
  compile('POST', '/users/{userId}/productreservation', (ctx) => {
    const input = parse(
      z.object({
        productCode: z.string().min(1).max(40),
        selectedShop: z.union([
          z.string().min(1).max(20),
          z.object({ id: z.string().min(1).max(20) }),
        ]),
        userData: z.object({
          name: z.string().min(1).max(100),
          email: z.email().max(200),
          phone: z.string().max(30).optional(),
        }),
      }),
      ctx.body,
    );
    const storeId = unpad(
      typeof input.selectedShop === 'string' ? input.selectedShop : input.selectedShop.id,
    );
    const stock = ctx.db
      .prepare<[string, string], { level: number }>(
        'SELECT level FROM store_stock WHERE code = ? AND store_id = ?',
      )
      .get(input.productCode, storeId);
    if (!stock || stock.level <= 0) {
      throw OccError.of(400, {
        type: 'ValidationError',
        message: 'No stock in the selected store',
        reason: 'invalid',
        subject: 'pointOfServiceCode',
      });
    }
    const result = ctx.db
      .prepare(
        'INSERT INTO reservations (product_code, store_id, user_data, created_at) VALUES (?, ?, ?, ?)',
      )
      .run(input.productCode, storeId, JSON.stringify(input.userData), iso(ctx));
    return respond(201, {
      reservationId: String(result.lastInsertRowid),
      productCode: input.productCode,
      storeId,
    });
  }),
];
