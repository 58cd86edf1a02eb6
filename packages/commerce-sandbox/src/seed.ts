import type { SandboxDb } from './db.js';
import { setMeta } from './db.js';
import { createPrng } from './prng.js';
import { seedProducts } from './seed-products.js';
import { seedStores } from './seed-stores.js';
import { seedPromotions } from './seed-promotions.js';
import { seedCustomers } from './seed-customers.js';
import type { PasswordCost } from './passwords.js';

export const DEFAULT_SEED = 20261122;
/** Seeded dates are relative to this instant, never to the clock. */
export const DEFAULT_SEED_NOW = new Date('2026-11-01T10:00:00.000Z');

export interface SeedOptions {
  seed?: number;
  now?: Date;
  /** scrypt cost of the seeded users' password hashes (default: DEFAULT_PASSWORD_COST). */
  passwordCost?: PasswordCost;
}

const DATA_TABLES = [
  'returns',
  'payments',
  'consignments',
  'order_status_history',
  'orders',
  'wishlist_entries',
  'wishlists',
  'save_for_later',
  'cart_vouchers',
  'cart_entries',
  'carts',
  'reservations',
  'contact_cases',
  'analytics_hits',
  'refer_friends',
  'coming_soon',
  'store_purchases',
  'loyalty_toussis',
  'loyalty_accounts',
  'consents',
  'stored_cards',
  'login_failures',
  'password_tokens',
  'tokens',
  'addresses',
  'users',
  'vouchers',
  'promotions',
  'store_sdd_postal_codes',
  'store_stock',
  'stores',
  'look_products',
  'products_look_reset',
  'looks',
  'product_references',
  'product_stock',
  'product_prices',
  'product_texts',
  'products',
  'categories',
  'counters',
  'meta',
];

/** Empties every data table and seeds again, all in one transaction. */
export function seedDatabase(db: SandboxDb, options: SeedOptions = {}): void {
  const seed = options.seed ?? DEFAULT_SEED;
  const now = options.now ?? DEFAULT_SEED_NOW;
  db.transaction(() => {
    for (const table of DATA_TABLES) {
      if (table === 'products_look_reset') {
        db.exec('UPDATE products SET look_id = NULL');
        continue;
      }
      db.exec(`DELETE FROM ${table}`);
    }
    const prng = createPrng(seed);
    const products = seedProducts(db, prng);
    seedStores(db, prng, products);
    seedPromotions(db);
    seedCustomers(db, prng, now, options.passwordCost);
    setMeta(db, 'seed', String(seed));
    setMeta(db, 'seededAt', now.toISOString());
  })();
}

export function isSeeded(db: SandboxDb): boolean {
  return (
    db.prepare<[], { n: number }>("SELECT COUNT(*) AS n FROM meta WHERE key = 'seed'").get()?.n ===
    1
  );
}
