import { z } from 'zod';
import { referralsOf } from '../admin-referrals.js';
import { orderStatusChangeSchema, returnsOfOrder, setOrderStatus } from '../admin-returns.js';
import { addStoredCard, storedCardSeedSchema } from '../admin-stored-cards.js';
import type { SandboxDb } from '../db.js';
import { faultRulesSchema, type FaultInjector } from '../faults.js';
import { parse, sendJson } from '../http.js';
import { pageRoute, type PageRoute } from '../page-route.js';
import { shownTexts } from '../shown-texts.js';
import { analyticsHitsAfter } from './analytics.js';

export interface AdminDeps {
  db: SandboxDb;
  faults: FaultInjector;
  now: () => Date;
  /** Reseeds the database with the server's seed options. */
  reseed: () => void;
}

const ID = { id: '\\d{1,12}' };

/**
 * The test-only endpoints (the `admin` option): fault rules, a reseed, and reads and moves of
 * what no OCC call gives back, for end-to-end tests. Without the option they are unknown paths.
 */
export function adminRoutes(deps: AdminDeps): PageRoute[] {
  const { db, faults } = deps;
  return [
    pageRoute('GET', '/sandbox/faults', ({ res }) => sendJson(res, 200, { rules: faults.list() })),
    pageRoute('DELETE', '/sandbox/faults', ({ res }) => {
      faults.clear();
      sendJson(res, 200, { rules: [] });
    }),
    pageRoute('POST', '/sandbox/faults', ({ res, body }) => {
      const { rules } = parse(faultRulesSchema, body);
      for (const rule of rules) faults.add(rule);
      sendJson(res, 200, { rules: faults.list() });
    }),
    // What a booking stored (a booking holds a shopper's name, e-mail and phone).
    pageRoute(
      'GET',
      '/sandbox/reservations/{id}',
      ({ res, params }) => {
        const row = db
          .prepare<
            [string],
            {
              id: number;
              product_code: string;
              store_id: string;
              user_data: string;
              created_at: string;
            }
          >('SELECT * FROM reservations WHERE id = ?')
          .get(params['id'] ?? '');
        if (!row) return false;
        sendJson(res, 200, {
          id: String(row.id),
          productCode: row.product_code,
          storeId: row.store_id,
          userData: JSON.parse(row.user_data) as unknown,
          createdAt: row.created_at,
        });
        return true;
      },
      { params: ID },
    ),
    // What the analytics collector stored after a given id.
    pageRoute('GET', '/sandbox/analytics', ({ res, query }) => {
      const after = parse(z.coerce.number().int().min(0).default(0), query['after'], 'query');
      sendJson(res, 200, { hits: analyticsHitsAfter(db, after) });
    }),
    // Returns: move an order on, read its returns.
    pageRoute(
      'POST',
      '/sandbox/orders/{id}/status',
      ({ res, params, body }) => {
        const change = parse(orderStatusChangeSchema, body);
        sendJson(res, 200, setOrderStatus(db, params['id'] ?? '', change, deps.now()));
      },
      { params: ID },
    ),
    pageRoute('GET', '/sandbox/returns', ({ res, query }) => {
      const { orderCode } = parse(z.object({ orderCode: z.string().min(1).max(40) }), query);
      sendJson(res, 200, returnsOfOrder(db, orderCode));
    }),
    // The friends a member invited.
    pageRoute('GET', '/sandbox/referrals', ({ res, query }) => {
      const { uid } = parse(z.object({ uid: z.string().min(3).max(200) }), query);
      sendJson(res, 200, referralsOf(db, uid));
    }),
    pageRoute('POST', '/sandbox/stored-cards', ({ res, body }) =>
      sendJson(res, 201, addStoredCard(db, parse(storedCardSeedSchema, body))),
    ),
    // The texts it shows a site's shoppers, for the storefront's all-language test (issue 32).
    pageRoute('GET', '/sandbox/texts', ({ res, query }) => {
      const { site } = parse(z.object({ site: z.string().min(2).max(10) }), query);
      const texts = shownTexts(db, site);
      if (!texts) return false;
      sendJson(res, 200, texts);
      return true;
    }),
    pageRoute('POST', '/sandbox/reset', ({ res }) => {
      deps.reseed();
      sendJson(res, 200, { ok: true });
    }),
  ];
}
