import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import BetterSqlite3 from 'better-sqlite3';
import { afterEach, describe, expect, it } from 'vitest';
import { MIGRATIONS, migrate, openDatabase } from '../src/index.js';

const dirs: string[] = [];
const tempDb = (): string => {
  const dir = mkdtempSync(join(tmpdir(), 'atelier-mig-'));
  dirs.push(dir);
  return join(dir, 'db.sqlite');
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

describe('sandbox migrations', () => {
  it('numbers migrations uniquely and in order', () => {
    const versions = MIGRATIONS.map((m) => m.version);
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(new Set(versions).size).toBe(versions.length);
  });

  it('creates every table the issue lists, in WAL mode with foreign keys on', () => {
    const db = openDatabase(tempDb());
    const tables = db
      .prepare<[], { name: string }>("SELECT name FROM sqlite_master WHERE type = 'table'")
      .all()
      .map((t) => t.name);
    for (const table of [
      'schema_migrations',
      'products',
      'product_prices',
      'product_stock',
      'store_stock',
      'carts',
      'cart_entries',
      'save_for_later',
      'wishlists',
      'wishlist_entries',
      'users',
      'addresses',
      'tokens',
      'orders',
      'order_status_history',
      'consignments',
      'payments',
      'loyalty_accounts',
      'loyalty_toussis',
      'store_purchases',
      'returns',
      'reservations',
      'consents',
      'contact_cases',
      'promotions',
      'vouchers',
    ]) {
      expect(tables).toContain(table);
    }
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    db.close();
  });

  it('applies nothing twice and only what an older file lacks', () => {
    const path = tempDb();
    const raw = new BetterSqlite3(path);
    expect(migrate(raw, MIGRATIONS.slice(0, 2))).toEqual([1, 2]);
    expect(migrate(raw)).toEqual(MIGRATIONS.slice(2).map((m) => m.version));
    expect(migrate(raw)).toEqual([]);
    const recorded = raw
      .prepare<[], { version: number }>('SELECT version FROM schema_migrations ORDER BY version')
      .all();
    expect(recorded.map((r) => r.version)).toEqual(MIGRATIONS.map((m) => m.version));
    raw.close();
  });

  it('rolls a failing migration back whole', () => {
    const raw = new BetterSqlite3(tempDb());
    const broken = [
      ...MIGRATIONS,
      { version: 999, name: 'broken', sql: 'CREATE TABLE half (x); SELECT * FROM nope;' },
    ];
    expect(() => migrate(raw, broken)).toThrow();
    expect(raw.prepare("SELECT name FROM sqlite_master WHERE name = 'half'").get()).toBeUndefined();
    expect(
      raw.prepare('SELECT 1 FROM schema_migrations WHERE version = 999').get(),
    ).toBeUndefined();
    raw.close();
  });

  it('refuses a second order for the same cart at the database level', () => {
    const db = openDatabase(tempDb());
    db.exec(
      `INSERT INTO carts (code, guid, site, created_at, updated_at) VALUES ('c1', 'g1', 'es-es', 'now', 'now')`,
    );
    const insert =
      db.prepare(`INSERT INTO orders (code, cart_code, guid, email, site, status, delivery_mode,
      payment_mode, payment_status, total, currency, data, created_at)
      VALUES (?, 'c1', ?, 'a@b.c', 'es-es', 'CREATED', 'standard', 'card', 'PAID', 1, 'EUR', '{}', 'now')`);
    insert.run('o1', 'og1');
    expect(() => insert.run('o2', 'og2')).toThrow(/UNIQUE/);
    db.close();
  });
});
