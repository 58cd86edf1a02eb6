import { z } from 'zod';
import type { SandboxDb } from './db.js';
import { notFound } from './errors.js';
import { ORDER_STATUSES } from './seed-orders.js';
import { PAGE_CSS_PATH } from './sandbox-pages.js';

/**
 * Test-only helpers for returns (admin only), and the sandbox's stand-in for the external
 * return portal.
 *
 * An end-to-end journey files a return of its own shopper's delivered order (the seeded
 * shopper's delivered order would be "in process" after the first run): it places an order,
 * moves it on as the warehouse and the carrier would, and reads back what the return stored.
 */
export const orderStatusChangeSchema = z.object({
  status: z.enum(ORDER_STATUSES),
});

/** Moves an order to a back-end status and records the step in its history. */
export function setOrderStatus(
  db: SandboxDb,
  code: string,
  change: z.infer<typeof orderStatusChangeSchema>,
  now: Date,
): { code: string; status: string } {
  const moved = db.prepare('UPDATE orders SET status = ? WHERE code = ?').run(change.status, code);
  if (moved.changes === 0) throw notFound('UnknownIdentifierError', 'Order not found', code);
  db.prepare('INSERT INTO order_status_history (order_code, status, date) VALUES (?, ?, ?)').run(
    code,
    change.status,
    now.toISOString(),
  );
  return { code, status: change.status };
}

export interface StoredReturn {
  id: string;
  orderCode: string;
  requestedBy: string;
  entries: unknown;
  comments: string | null;
  createdAt: string;
}

/** The returns filed for an order, oldest first, as the back office would see them. */
export function returnsOfOrder(db: SandboxDb, orderCode: string): { returns: StoredReturn[] } {
  const rows = db
    .prepare<
      [string],
      { id: string; order_code: string; requested_by: string; data: string; created_at: string }
    >('SELECT * FROM returns WHERE order_code = ? ORDER BY created_at, rowid')
    .all(orderCode);
  return {
    returns: rows.map((row) => {
      const data = JSON.parse(row.data) as { entries: unknown; comments?: string };
      return {
        id: row.id,
        orderCode: row.order_code,
        requestedBy: row.requested_by,
        entries: data.entries,
        comments: data.comments ?? null,
        createdAt: row.created_at,
      };
    }),
  };
}

/**
 * Where the storefront's "return portal" link lands in the sandbox: under /sandbox/provider/,
 * the prefix the storefront already proxies for the payment providers' pages, so the
 * embedded content can point at `/api/commerce/sandbox/provider/return-portal`.
 */
export const RETURN_PORTAL_PATH = '/sandbox/provider/return-portal';

const html = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The portal page: it shows the order and e-mail the redirect carried (OrderID, ShippingEmail). */
export function returnPortalPage(query: Record<string, string>, publicBase: string): string {
  const order = (query['OrderID'] ?? '').slice(0, 40);
  const email = (query['ShippingEmail'] ?? '').slice(0, 200);
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Return portal (sandbox)</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<link rel="stylesheet" href="${html(publicBase + PAGE_CSS_PATH)}"></head><body><main>
<h1>Return portal (sandbox)</h1>
<p>The external return portal would open the return of order <strong data-testid="portal-order">${html(order)}</strong>
for <strong data-testid="portal-email">${html(email)}</strong>.</p>
</main></body></html>`;
}
