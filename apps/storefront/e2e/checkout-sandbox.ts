// What the sandbox stored for a checkout: the orders of a cart, read from its database as the
// shop's back-end would see them (the checkout journeys assert one order, with its lines).
import { openSandboxDb } from './cart-sandbox.js';

export interface StoredOrder {
  code: string;
  email: string;
  status: string;
  paymentMode: string;
  total: number;
  entries: { productCode: string; quantity: number; engravingText: string | null }[];
}

/** The orders placed for the cart of this guid or code (the back-end allows one). */
export function ordersOfCart(cart: string): StoredOrder[] {
  const db = openSandboxDb();
  try {
    return db
      .prepare<
        [string, string],
        {
          code: string;
          email: string;
          status: string;
          payment_mode: string;
          total: number;
          data: string;
        }
      >(
        `SELECT o.code, o.email, o.status, o.payment_mode, o.total, o.data FROM orders o
         JOIN carts c ON c.code = o.cart_code WHERE c.guid = ? OR c.code = ?`,
      )
      .all(cart, cart)
      .map((row) => {
        const data = JSON.parse(row.data) as {
          entries: {
            productCode: string;
            quantity: number;
            engraving: { engravingText?: string } | null;
            isGift?: boolean;
          }[];
        };
        return {
          code: row.code,
          email: row.email,
          status: row.status,
          paymentMode: row.payment_mode,
          total: row.total,
          // The shopper's lines: gift lines are the back-end's own (issue 31, 1).
          entries: data.entries
            .filter((e) => e.isGift !== true)
            .map((e) => ({
              productCode: e.productCode,
              quantity: e.quantity,
              engravingText: e.engraving?.engravingText ?? null,
            })),
        };
      });
  } finally {
    db.close();
  }
}

/** How many orders the sandbox holds for an e-mail (a double payment would make two). */
export function orderCount(email: string): number {
  const db = openSandboxDb();
  try {
    return (
      db
        .prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM orders WHERE email = ?')
        .get(email)?.n ?? 0
    );
  } finally {
    db.close();
  }
}

/** The code of the cart a signed-in shopper is paying (the latest open one). */
export function openCartOf(uid: string): string | null {
  const db = openSandboxDb();
  try {
    return (
      db
        .prepare<[string], { code: string }>(
          `SELECT code FROM carts WHERE user_uid = ? AND status != 'ordered' ORDER BY code DESC LIMIT 1`,
        )
        .get(uid)?.code ?? null
    );
  } finally {
    db.close();
  }
}
