import { analyticsHitSchema, analyticsPixelSchema } from '@atelier/adapters-commerce/wire';
import { iso, respond, type SandboxContext } from '../context.js';
import { compile, parse, type Route } from '../http.js';

/**
 * The embedded default of the storefront's first-party analytics collector (ADR 0022): it
 * validates each event and keeps it in `analytics_hits`, so end-to-end tests can read what
 * left the page (the admin-only GET /sandbox/analytics). A real collector replaces it through
 * the storefront's ANALYTICS_COLLECTOR_URL.
 */
export const analyticsRoutes: Route<SandboxContext>[] = [
  compile('POST', '/analytics/collect', (ctx) => {
    const hit = parse(analyticsHitSchema, ctx.body);
    ctx.db
      .prepare(
        'INSERT INTO analytics_hits (site, kind, name, store_id, data, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(ctx.site.code, 'event', hit.event, hit.storeId, JSON.stringify(hit), iso(ctx));
    return respond(204, undefined);
  }),
  compile('GET', '/analytics/pixel', (ctx) => {
    const pixel = parse(analyticsPixelSchema, ctx.query, 'query');
    ctx.db
      .prepare(
        'INSERT INTO analytics_hits (site, kind, name, store_id, data, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(ctx.site.code, 'pixel', pixel.event, pixel.storeId, JSON.stringify(pixel), iso(ctx));
    return respond(204, undefined);
  }),
];

/** Every hit after `after` (an id), oldest first: what e2e reads back. */
export function analyticsHitsAfter(db: SandboxContext['db'], after: number) {
  return db
    .prepare<
      [number],
      { id: number; site: string; kind: string; name: string; store_id: string; data: string }
    >('SELECT id, site, kind, name, store_id, data FROM analytics_hits WHERE id > ? ORDER BY id')
    .all(after)
    .map((row) => ({
      id: row.id,
      site: row.site,
      kind: row.kind,
      name: row.name,
      storeId: row.store_id,
      data: JSON.parse(row.data) as unknown,
    }));
}
