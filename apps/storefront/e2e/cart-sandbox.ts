// The bag page's journeys need products in given stock situations (sold out online while
// in the bag, only in a Madrid store): the sandbox's SQLite database is opened directly,
// as the back-end's own stock system would change it. Every change is put back afterwards.
import Database from 'better-sqlite3';
import { resolve } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { SANDBOX_DB_FILE } from './sandbox-db-file.js';

// playwright.config.ts starts the shop with SANDBOX_DB_PATH SANDBOX_DB_FILE in apps/storefront.
const DB_PATH = resolve(import.meta.dirname, '..', SANDBOX_DB_FILE);

export type SandboxDb = Database.Database;

export function openSandboxDb(): SandboxDb {
  const db = new Database(DB_PATH);
  db.pragma('busy_timeout = 5000');
  return db;
}

/** Plain products (no sizes) with web stock of at least `min`, by code. */
/**
 * The account's open bags are emptied and their switches reset: journeys share the seeded
 * shopper, and a bag another journey left in the account merges into the next sign-in's bag
 * (with the merge warning, docs/product/accounts.md §2.4).
 */
export function emptyAccountBags(db: SandboxDb, uid: string): void {
  const open = `SELECT code FROM carts WHERE user_uid = ? AND status = 'open'`;
  db.prepare(`DELETE FROM cart_entries WHERE cart_code IN (${open})`).run(uid);
  db.prepare(
    `UPDATE carts SET applied_promotions = '{}', delivery_mode = NULL WHERE user_uid = ? AND status = 'open'`,
  ).run(uid);
}

export function plainProducts(db: SandboxDb, min: number, count: number): string[] {
  return db
    .prepare<[number, number], { code: string }>(
      `SELECT p.code FROM products p JOIN product_stock s ON s.code = p.code AND s.channel = 'WEB'
       WHERE p.base_code IS NULL AND p.kind != 'ring' AND p.is_toussi = 0 AND p.notify_me = 0
         AND s.level >= ? ORDER BY p.code LIMIT ?`,
    )
    .all(min, count)
    .map((row) => row.code);
}

/**
 * A plain product with at least `min` in web stock whose euro price is within [low, high]:
 * for tests whose thresholds depend on one unit's price (the first plain product by code
 * changes as earlier tests sell stock).
 */
export function plainProductPricedWithin(
  db: SandboxDb,
  min: number,
  low: number,
  high: number,
): string {
  const row = db
    .prepare<[number, number, number], { code: string }>(
      `SELECT p.code FROM products p JOIN product_stock s ON s.code = p.code AND s.channel = 'WEB'
       JOIN product_prices pr ON pr.code = p.code AND pr.currency = 'EUR'
       WHERE p.base_code IS NULL AND p.kind != 'ring' AND p.is_toussi = 0 AND p.notify_me = 0
         AND s.level >= ? AND pr.price BETWEEN ? AND ? ORDER BY p.code LIMIT 1`,
    )
    .get(min, low, high);
  if (!row) throw new Error(`no plain product priced ${low}-${high} EUR`);
  return row.code;
}

/** An engravable product with web stock. */
export function engravableProduct(db: SandboxDb): string {
  const row = db
    .prepare<[], { code: string }>(
      `SELECT p.code FROM products p JOIN product_stock s ON s.code = p.code AND s.channel = 'WEB'
       WHERE p.base_code IS NULL AND p.kind != 'ring' AND p.able_to_engrave = 1 AND s.level >= 5
       ORDER BY p.code LIMIT 1`,
    )
    .get();
  if (!row) throw new Error('no engravable product');
  return row.code;
}

/**
 * A personalisable necklace (PARENT, five anchor points: docs/product/product.md §3.1) with
 * web stock of at least 5.
 */
export function personalisableProduct(db: SandboxDb): string {
  const row = db
    .prepare<[], { code: string }>(
      `SELECT p.code FROM products p JOIN product_stock s ON s.code = p.code AND s.channel = 'WEB'
       WHERE p.base_code IS NULL AND p.personalisation = 'PARENT' AND p.kind = 'necklace'
         AND p.notify_me = 0 AND s.level >= 5
       ORDER BY p.code LIMIT 1`,
    )
    .get();
  if (!row) throw new Error('no personalisable product');
  return row.code;
}

/** A sized ring whose sizes all have web stock. */
export function sizedRing(db: SandboxDb): string {
  const row = db
    .prepare<[], { code: string }>(
      `SELECT b.code FROM products b WHERE b.kind = 'ring' AND b.base_code IS NULL
         AND EXISTS (SELECT 1 FROM products v WHERE v.base_code = b.code)
         AND NOT EXISTS (SELECT 1 FROM products v LEFT JOIN product_stock s
           ON s.code = v.code AND s.channel = 'WEB' WHERE v.base_code = b.code AND COALESCE(s.level, 0) < 5)
       ORDER BY b.code LIMIT 1`,
    )
    .get();
  if (!row) throw new Error('no sized ring');
  return row.code;
}

export function priceOf(db: SandboxDb, code: string): number {
  return (
    db
      .prepare<[string], { price: number }>(
        "SELECT price FROM product_prices WHERE code = ? AND currency = 'EUR'",
      )
      .get(code)?.price ?? 0
  );
}

/** Snapshots a product's stock (web and stores) and gives back a function that restores it. */
export function keepStock(db: SandboxDb, code: string): () => void {
  const web = db
    .prepare<[string], { channel: string; level: number }>(
      'SELECT channel, level FROM product_stock WHERE code = ?',
    )
    .all(code);
  const stores = db
    .prepare<[string], { store_id: string; level: number }>(
      'SELECT store_id, level FROM store_stock WHERE code = ?',
    )
    .all(code);
  return () => {
    db.prepare('DELETE FROM store_stock WHERE code = ?').run(code);
    const insert = db.prepare('INSERT INTO store_stock (code, store_id, level) VALUES (?, ?, ?)');
    for (const row of stores) insert.run(code, row.store_id, row.level);
    const update = db.prepare('UPDATE product_stock SET level = ? WHERE code = ? AND channel = ?');
    for (const row of web) update.run(row.level, code, row.channel);
  };
}

export function setWebStock(db: SandboxDb, code: string, level: number): void {
  db.prepare('UPDATE product_stock SET level = ? WHERE code = ?').run(level, code);
}

export function setStoreStock(db: SandboxDb, code: string, stores: Record<string, number>): void {
  db.prepare('DELETE FROM store_stock WHERE code = ?').run(code);
  const insert = db.prepare('INSERT INTO store_stock (code, store_id, level) VALUES (?, ?, ?)');
  for (const [store, level] of Object.entries(stores)) insert.run(code, store, level);
}

export interface StoredBag {
  entries: {
    code: string;
    quantity: number;
    engravingText: string | null;
    giftMessage: string | null;
  }[];
  packaging: boolean;
  vouchers: string[];
  saved: string[];
}

/** What the sandbox stored for the shopper's anonymous bag on a site (found by its cookie). */
export async function storedBag(page: Page, site: string): Promise<StoredBag> {
  const guid = await cartGuid(page, site);
  const db = openSandboxDb();
  try {
    const cart = db
      .prepare<[string], { code: string; packaging: number }>(
        'SELECT code, packaging FROM carts WHERE guid = ?',
      )
      .get(guid);
    if (!cart) throw new Error(`no cart ${guid}`);
    const entries = db
      .prepare<
        [string],
        {
          product_code: string;
          quantity: number;
          engraving: string | null;
          gift_card: string | null;
        }
      >(
        // The shopper's lines: a gift line is the back-end's own (issue 31, 1).
        'SELECT product_code, quantity, engraving, gift_card FROM cart_entries WHERE cart_code = ? AND is_gift = 0 ORDER BY entry_number',
      )
      .all(cart.code)
      .map((row) => ({
        code: row.product_code,
        quantity: row.quantity,
        engravingText: row.engraving
          ? (JSON.parse(row.engraving) as { engravingText: string }).engravingText
          : null,
        giftMessage: row.gift_card
          ? (JSON.parse(row.gift_card) as { message: string }).message
          : null,
      }));
    const vouchers = db
      .prepare<[string], { voucher_code: string }>(
        'SELECT voucher_code FROM cart_vouchers WHERE cart_code = ?',
      )
      .all(cart.code)
      .map((row) => row.voucher_code);
    const saved = db
      .prepare<[string], { product_code: string }>(
        'SELECT product_code FROM save_for_later WHERE list_uid LIKE ?',
      )
      .all(`%${guid}`)
      .map((row) => row.product_code);
    return { entries, packaging: cart.packaging === 1, vouchers, saved };
  } finally {
    db.close();
  }
}

export async function cartGuid(page: Page, site: string): Promise<string> {
  const cookies = await page.context().cookies();
  const guid = cookies.find((cookie) => cookie.name === `atelier_cart_${site}`)?.value ?? '';
  expect(guid).not.toBe('');
  return decodeURIComponent(guid);
}

/**
 * Adds entries as the storefront's own bag calls do: through the shop's same-origin commerce
 * proxy, from the page (engraved products have no engraving editor on the product page yet).
 */
export async function addThroughShop(
  page: Page,
  site: string,
  entries: { code: string; quantity?: number; engravingText?: string }[],
): Promise<void> {
  const status = await page.evaluate(
    async ({ site: forSite, entries: list }) => {
      const base = `/api/commerce/occ/v2/${forSite}/users/anonymous/carts`;
      const cookie = document.cookie
        .split('; ')
        .find((part) => part.startsWith(`atelier_cart_${forSite}=`));
      let guid = cookie ? decodeURIComponent(cookie.split('=')[1] ?? '') : '';
      const json = { 'content-type': 'application/json' };
      if (!guid) {
        const created = await fetch(base, { method: 'POST', headers: json, body: '{}' });
        guid = ((await created.json()) as { guid: string }).guid;
        document.cookie = `atelier_cart_${forSite}=${encodeURIComponent(guid)}; path=/; max-age=31536000`;
      }
      const codes: number[] = [];
      for (const entry of list) {
        const engraved = entry.engravingText !== undefined;
        const answer = await fetch(`${base}/${guid}/entries${engraved ? '/engravings' : ''}`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({
            product: { code: entry.code },
            quantity: entry.quantity ?? 1,
            ...(engraved ? { engravingInfo: { engravingText: entry.engravingText } } : {}),
          }),
        });
        codes.push(answer.status);
      }
      return codes;
    },
    { site, entries },
  );
  expect(status.every((code) => code === 200 || code === 201)).toBe(true);
}
