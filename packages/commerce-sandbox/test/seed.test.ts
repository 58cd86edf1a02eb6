import { createHash } from 'node:crypto';
import BetterSqlite3 from 'better-sqlite3';
import { beforeAll, describe, expect, it } from 'vitest';
import { createPrng } from '../src/prng.js';
import { templatePath } from './helpers.js';
import { SITE_CODES, siteInfo } from '@atelier/core-catalogue';
import {
  DEFAULT_SEED,
  openDatabase,
  seedDatabase,
  SANDBOX_SITES,
  TEST_CARDS,
  type SandboxDb,
} from '../src/index.js';
import { CURRENCIES, LANGUAGES } from '../src/sites.js';
import { ORDER_STATUSES } from '../src/seed-orders.js';
import { verifyPassword } from '../src/passwords.js';

function digest(db: SandboxDb): string {
  const hash = createHash('sha256');
  // Raw rows joined: hashing ~150k rows stays fast enough for a unit test.
  for (const table of [
    'products',
    'product_prices',
    'product_stock',
    'store_stock',
    'product_references',
    'stores',
    'orders',
  ]) {
    for (const row of db.prepare(`SELECT * FROM ${table} ORDER BY 1, 2`).raw().iterate()) {
      hash.update((row as unknown[]).join('|'));
    }
  }
  return hash.digest('hex');
}

let db: SandboxDb;
let seedMs = 0;

beforeAll(() => {
  db = openDatabase(':memory:');
  const started = performance.now();
  seedDatabase(db);
  seedMs = performance.now() - started;
});

const count = (sql: string, ...args: unknown[]): number =>
  db.prepare<unknown[], { n: number }>(sql).get(...args)?.n ?? 0;

describe('sandbox seed', () => {
  it('seeds from scratch well under 30 s', () => {
    expect(seedMs).toBeLessThan(30_000);
  });

  it('is deterministic: the same seed gives the same rows, another seed another sequence', () => {
    // The shared template was seeded in another process (or earlier in this one).
    const again = new BetterSqlite3(templatePath(), { readonly: true });
    expect(digest(again)).toBe(digest(db));
    again.close();
    const a = createPrng(DEFAULT_SEED);
    const b = createPrng(7);
    expect(Array.from({ length: 5 }, () => a.next())).not.toEqual(
      Array.from({ length: 5 }, () => b.next()),
    );
  });

  it('has at least 3,000 products across the categories, with sizes for rings', () => {
    expect(
      count('SELECT COUNT(*) AS n FROM products WHERE base_code IS NULL'),
    ).toBeGreaterThanOrEqual(3000);
    for (const category of ['3', '6', '7', '10', '11', '12', '13', '14']) {
      expect(
        count(
          'SELECT COUNT(*) AS n FROM products WHERE category_id = ? AND base_code IS NULL',
          category,
        ),
      ).toBeGreaterThan(100);
    }
    expect(
      count(
        "SELECT COUNT(*) AS n FROM products WHERE base_code IS NOT NULL AND kind = 'ring' AND CAST(size AS INTEGER) > 0",
      ),
    ).toBeGreaterThan(1000);
    expect(
      count(
        "SELECT COUNT(*) AS n FROM products WHERE personalisation = 'CHILD' AND category_id = '10'",
      ),
    ).toBe(200);
    expect(
      count("SELECT COUNT(*) AS n FROM products WHERE personalisation = 'PARENT'"),
    ).toBeGreaterThan(0);
  });

  it('covers the catalogue attributes: novelties, engraving, notify-me, bundles, looks, last units', () => {
    expect(count('SELECT COUNT(*) AS n FROM products WHERE novelty = 1')).toBeGreaterThan(100);
    expect(count('SELECT COUNT(*) AS n FROM products WHERE able_to_engrave = 1')).toBeGreaterThan(
      100,
    );
    expect(count('SELECT COUNT(*) AS n FROM products WHERE notify_me = 1')).toBeGreaterThan(10);
    expect(
      count("SELECT COUNT(*) AS n FROM product_references WHERE type = 'BUNDLE'"),
    ).toBeGreaterThan(10);
    expect(
      count("SELECT COUNT(*) AS n FROM product_references WHERE type = 'CROSSELLING'"),
    ).toBeGreaterThan(3000);
    expect(count('SELECT COUNT(*) AS n FROM looks')).toBeGreaterThan(10);
    expect(
      count(
        "SELECT COUNT(*) AS n FROM product_stock WHERE channel = 'WEB' AND level BETWEEN 1 AND 3",
      ),
    ).toBeGreaterThan(50);
    expect(
      count("SELECT COUNT(*) AS n FROM product_stock WHERE channel = 'WEB' AND level = 0"),
    ).toBeGreaterThan(50);
    for (const column of ['metal', 'gem', 'colour', 'collection', 'genre', 'product_type']) {
      expect(count(`SELECT COUNT(DISTINCT ${column}) AS n FROM products`)).toBeGreaterThan(2);
    }
  });

  it('prices every product in every site currency, some discounted with a historic lowest price', () => {
    const base = count('SELECT COUNT(*) AS n FROM products WHERE base_code IS NULL');
    for (const currency of CURRENCIES) {
      expect(
        count(
          'SELECT COUNT(*) AS n FROM product_prices WHERE currency = ? AND price > 0',
          currency,
        ),
      ).toBe(base);
    }
    expect(
      count(
        'SELECT COUNT(*) AS n FROM product_prices WHERE previous_price > price AND lowest_price <= price',
      ),
    ).toBeGreaterThan(100);
    expect(
      count(
        "SELECT COUNT(*) AS n FROM product_prices WHERE currency IN ('JPY', 'CLP', 'COP', 'CRC') AND price != ROUND(price)",
      ),
    ).toBe(0);
  });

  it('names products in every site language', () => {
    const base = count('SELECT COUNT(*) AS n FROM products WHERE base_code IS NULL');
    for (const language of LANGUAGES) {
      expect(count('SELECT COUNT(*) AS n FROM product_texts WHERE language = ?', language)).toBe(
        base,
      );
    }
    const names = db
      .prepare<[], { language: string; name: string }>(
        "SELECT language, name FROM product_texts WHERE code = '100701'",
      )
      .all();
    expect(new Set(names.map((n) => n.name)).size).toBeGreaterThan(10);
  });

  it('knows every site with the currency core-catalogue gives it', () => {
    expect(SANDBOX_SITES.map((s) => s.code).sort()).toEqual([...SITE_CODES].sort());
    for (const site of SANDBOX_SITES) {
      const info = siteInfo(site.code as (typeof SITE_CODES)[number]);
      expect({ currency: site.currency, country: site.country, locale: site.locale }).toEqual({
        currency: info.currency,
        country: info.countryCode,
        locale: info.locale,
      });
    }
  });

  describe("docs/api-contract.md §8's sandbox test data", () => {
    it('has categories 3, 6, 7 and 10 with products in stock (web and app)', () => {
      for (const category of ['3', '6', '7', '10']) {
        for (const channel of ['WEB', 'APP']) {
          expect(
            count(
              `SELECT COUNT(*) AS n FROM products p JOIN product_stock s ON s.code = p.code
               WHERE p.category_id = ? AND s.channel = ? AND s.level > 0`,
              category,
              channel,
            ),
          ).toBeGreaterThan(20);
        }
      }
    });

    it('has the shopper with password, Madrid 28001 default address, loyalty and orders in every status', async () => {
      const user = db
        .prepare<[], { password_hash: string }>(
          "SELECT password_hash FROM users WHERE uid = 'shopper@example.com'",
        )
        .get();
      // Seeded at the real cost (this test seeds with the defaults).
      expect(user?.password_hash).toMatch(/^scrypt\$131072\$8\$1\$/);
      expect(await verifyPassword('Atelier-2026!', user?.password_hash ?? '')).toBe(true);
      const address = db
        .prepare<[], { data: string }>(
          "SELECT data FROM addresses WHERE user_uid = 'shopper@example.com' AND is_default = 1",
        )
        .get();
      expect(JSON.parse(address?.data ?? '{}')).toMatchObject({
        postalCode: '28001',
        town: 'Madrid',
      });
      expect(
        count("SELECT COUNT(*) AS n FROM loyalty_accounts WHERE user_uid = 'shopper@example.com'"),
      ).toBe(1);
      const statuses = db
        .prepare<[], { status: string }>(
          "SELECT DISTINCT status FROM orders WHERE user_uid = 'shopper@example.com'",
        )
        .all()
        .map((r) => r.status);
      expect(statuses.sort()).toEqual([...ORDER_STATUSES].sort());
    });

    it('serves 28001 same day from a store that stocks products', () => {
      expect(
        count(
          `SELECT COUNT(*) AS n FROM store_sdd_postal_codes p JOIN stores s ON s.id = p.store_id
           JOIN store_stock st ON st.store_id = s.id WHERE p.postal_code = '28001' AND s.country = 'ES' AND st.level > 0`,
        ),
      ).toBeGreaterThan(50);
    });

    it('exposes the test cards', () => {
      expect(TEST_CARDS).toEqual({
        authorised: '4111111111111111',
        challenge: '4917610000000000',
        refused: '4000000000000002',
      });
    });
  });
});
