import type { Database } from 'better-sqlite3';

/**
 * Numbered, append-only schema migrations. A released migration is never edited: a
 * change is a new entry, so a database file from an older sandbox keeps working.
 */
export interface Migration {
  version: number;
  name: string;
  sql: string;
}

export const MIGRATIONS: readonly Migration[] = [
  {
    version: 1,
    name: 'catalogue',
    sql: `
      CREATE TABLE categories (
        id TEXT PRIMARY KEY, name TEXT NOT NULL, parent_id TEXT REFERENCES categories(id)
      );
      CREATE TABLE products (
        code TEXT PRIMARY KEY,
        base_code TEXT REFERENCES products(code),
        category_id TEXT NOT NULL REFERENCES categories(id),
        kind TEXT NOT NULL, metal TEXT NOT NULL, gem TEXT NOT NULL, colour TEXT NOT NULL,
        collection TEXT NOT NULL, genre TEXT NOT NULL, icon TEXT, product_type TEXT NOT NULL,
        size TEXT, rank INTEGER NOT NULL, novelty INTEGER NOT NULL DEFAULT 0,
        able_to_engrave INTEGER NOT NULL DEFAULT 0, engraving_type TEXT,
        personalisation TEXT, is_toussi INTEGER NOT NULL DEFAULT 0,
        notify_me INTEGER NOT NULL DEFAULT 0, online_only INTEGER NOT NULL DEFAULT 0,
        image TEXT NOT NULL, look_id TEXT, chain_length INTEGER, net_weight REAL
      );
      CREATE INDEX products_category ON products(category_id, rank) WHERE base_code IS NULL;
      CREATE INDEX products_base ON products(base_code);
      CREATE TABLE product_texts (
        code TEXT NOT NULL REFERENCES products(code), language TEXT NOT NULL,
        name TEXT NOT NULL, description TEXT NOT NULL, PRIMARY KEY (code, language)
      ) WITHOUT ROWID;
      CREATE TABLE product_prices (
        code TEXT NOT NULL REFERENCES products(code), currency TEXT NOT NULL,
        price REAL NOT NULL, previous_price REAL, lowest_price REAL,
        PRIMARY KEY (code, currency)
      ) WITHOUT ROWID;
      CREATE TABLE product_stock (
        code TEXT NOT NULL REFERENCES products(code), channel TEXT NOT NULL,
        level INTEGER NOT NULL CHECK (level >= 0), PRIMARY KEY (code, channel)
      ) WITHOUT ROWID;
      CREATE TABLE product_references (
        code TEXT NOT NULL REFERENCES products(code), target TEXT NOT NULL REFERENCES products(code),
        type TEXT NOT NULL, quantity INTEGER NOT NULL DEFAULT 1, PRIMARY KEY (code, target, type)
      ) WITHOUT ROWID;
      CREATE TABLE looks (id TEXT PRIMARY KEY, name TEXT NOT NULL, view INTEGER NOT NULL);
      CREATE TABLE look_products (
        look_id TEXT NOT NULL REFERENCES looks(id), code TEXT NOT NULL REFERENCES products(code),
        quantity INTEGER NOT NULL, PRIMARY KEY (look_id, code)
      ) WITHOUT ROWID;
      CREATE TABLE stores (
        id TEXT PRIMARY KEY, name TEXT NOT NULL, country TEXT NOT NULL, city TEXT NOT NULL,
        address TEXT NOT NULL, postal_code TEXT NOT NULL, lat REAL NOT NULL, lng REAL NOT NULL,
        phone TEXT NOT NULL, schedule TEXT NOT NULL, pickup_types TEXT NOT NULL,
        is_distributor INTEGER NOT NULL DEFAULT 0
      );
      CREATE TABLE store_stock (
        code TEXT NOT NULL REFERENCES products(code), store_id TEXT NOT NULL REFERENCES stores(id),
        level INTEGER NOT NULL CHECK (level >= 0), PRIMARY KEY (code, store_id)
      ) WITHOUT ROWID;
      CREATE TABLE store_sdd_postal_codes (
        store_id TEXT NOT NULL REFERENCES stores(id), postal_code TEXT NOT NULL,
        PRIMARY KEY (postal_code, store_id)
      ) WITHOUT ROWID;
      CREATE TABLE promotions (
        code TEXT PRIMARY KEY, type TEXT NOT NULL, data TEXT NOT NULL
      );
      CREATE TABLE vouchers (
        code TEXT PRIMARY KEY, promotion_code TEXT NOT NULL REFERENCES promotions(code)
      );
    `,
  },
  {
    version: 2,
    name: 'customers',
    sql: `
      CREATE TABLE users (
        uid TEXT PRIMARY KEY, password_hash TEXT NOT NULL, first_name TEXT NOT NULL,
        last_name TEXT NOT NULL, data TEXT NOT NULL, created_at TEXT NOT NULL
      );
      CREATE TABLE addresses (
        id TEXT PRIMARY KEY, user_uid TEXT NOT NULL REFERENCES users(uid),
        is_default INTEGER NOT NULL DEFAULT 0, data TEXT NOT NULL
      );
      CREATE TABLE tokens (
        token TEXT PRIMARY KEY, user_uid TEXT REFERENCES users(uid), client_id TEXT NOT NULL,
        expires_at TEXT NOT NULL
      );
      CREATE TABLE password_tokens (
        token TEXT PRIMARY KEY, user_uid TEXT NOT NULL REFERENCES users(uid), created_at TEXT NOT NULL
      );
      CREATE TABLE stored_cards (
        id TEXT PRIMARY KEY, user_uid TEXT NOT NULL REFERENCES users(uid), type TEXT NOT NULL,
        number TEXT NOT NULL, holder TEXT NOT NULL, exp_month TEXT NOT NULL, exp_year TEXT NOT NULL
      );
      CREATE TABLE consents (
        uuid TEXT PRIMARY KEY, user_email TEXT NOT NULL, type TEXT NOT NULL,
        subscribed INTEGER NOT NULL, created_at TEXT NOT NULL
      );
      CREATE TABLE loyalty_accounts (
        user_uid TEXT PRIMARY KEY REFERENCES users(uid), points INTEGER NOT NULL,
        gems INTEGER NOT NULL, level INTEGER NOT NULL, data TEXT NOT NULL
      );
      CREATE TABLE loyalty_toussis (
        user_uid TEXT NOT NULL REFERENCES users(uid), toussi_number INTEGER NOT NULL,
        product_code TEXT NOT NULL REFERENCES products(code), state INTEGER NOT NULL,
        needed_points INTEGER NOT NULL, PRIMARY KEY (user_uid, toussi_number)
      );
      CREATE TABLE store_purchases (
        uuid_ticket TEXT PRIMARY KEY, user_uid TEXT NOT NULL REFERENCES users(uid),
        store_id TEXT NOT NULL, date TEXT NOT NULL, amount REAL NOT NULL, data TEXT NOT NULL,
        purchase_reason INTEGER, comments TEXT
      );
      CREATE TABLE coming_soon (
        email TEXT NOT NULL, product_code TEXT NOT NULL, created_at TEXT NOT NULL,
        PRIMARY KEY (email, product_code)
      );
      CREATE TABLE refer_friends (
        id INTEGER PRIMARY KEY, user_uid TEXT NOT NULL, email TEXT NOT NULL, created_at TEXT NOT NULL
      );
      CREATE TABLE contact_cases (
        id INTEGER PRIMARY KEY, data TEXT NOT NULL, created_at TEXT NOT NULL
      );
      CREATE TABLE reservations (
        id INTEGER PRIMARY KEY, product_code TEXT NOT NULL REFERENCES products(code),
        store_id TEXT NOT NULL REFERENCES stores(id), user_data TEXT NOT NULL, created_at TEXT NOT NULL
      );
    `,
  },
  {
    version: 3,
    name: 'carts-and-orders',
    sql: `
      CREATE TABLE carts (
        code TEXT PRIMARY KEY, guid TEXT NOT NULL UNIQUE, user_uid TEXT REFERENCES users(uid),
        site TEXT NOT NULL, status TEXT NOT NULL DEFAULT 'open'
          CHECK (status IN ('open', 'ordered', 'merged', 'removed')),
        email TEXT, delivery_mode TEXT, delivery_address TEXT, billing_address TEXT,
        packaging INTEGER NOT NULL DEFAULT 0, payment_mode TEXT, sdd_postal_code TEXT,
        pickup_store TEXT, applied_promotions TEXT NOT NULL DEFAULT '{}',
        created_at TEXT NOT NULL, updated_at TEXT NOT NULL
      );
      CREATE INDEX carts_user ON carts(user_uid, status);
      CREATE TABLE cart_entries (
        cart_code TEXT NOT NULL REFERENCES carts(code) ON DELETE CASCADE,
        entry_number INTEGER NOT NULL, product_code TEXT NOT NULL REFERENCES products(code),
        quantity INTEGER NOT NULL CHECK (quantity > 0), engraving TEXT, gift_card TEXT,
        is_gift INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (cart_code, entry_number)
      );
      CREATE TABLE cart_vouchers (
        cart_code TEXT NOT NULL REFERENCES carts(code) ON DELETE CASCADE,
        voucher_code TEXT NOT NULL REFERENCES vouchers(code), PRIMARY KEY (cart_code, voucher_code)
      );
      CREATE TABLE save_for_later (
        list_uid TEXT NOT NULL, product_code TEXT NOT NULL REFERENCES products(code),
        quantity INTEGER NOT NULL CHECK (quantity > 0), engraving TEXT, added_at TEXT NOT NULL,
        PRIMARY KEY (list_uid, product_code)
      );
      CREATE TABLE wishlists (
        id TEXT PRIMARY KEY, user_uid TEXT NOT NULL UNIQUE REFERENCES users(uid),
        name TEXT NOT NULL, share_token TEXT UNIQUE
      );
      CREATE TABLE wishlist_entries (
        wishlist_id TEXT NOT NULL REFERENCES wishlists(id) ON DELETE CASCADE,
        product_code TEXT NOT NULL REFERENCES products(code), added_at TEXT NOT NULL,
        PRIMARY KEY (wishlist_id, product_code)
      );
      -- cart_code UNIQUE: the database itself refuses a second order for one cart.
      CREATE TABLE orders (
        code TEXT PRIMARY KEY, cart_code TEXT NOT NULL UNIQUE, guid TEXT NOT NULL UNIQUE,
        user_uid TEXT REFERENCES users(uid), email TEXT NOT NULL, site TEXT NOT NULL,
        status TEXT NOT NULL, delivery_mode TEXT NOT NULL, payment_mode TEXT NOT NULL,
        payment_status TEXT NOT NULL, total REAL NOT NULL, currency TEXT NOT NULL,
        data TEXT NOT NULL, visited INTEGER NOT NULL DEFAULT 0, created_at TEXT NOT NULL
      );
      CREATE INDEX orders_user ON orders(user_uid, created_at);
      CREATE TABLE order_status_history (
        order_code TEXT NOT NULL REFERENCES orders(code), status TEXT NOT NULL, date TEXT NOT NULL
      );
      CREATE INDEX order_status_history_order ON order_status_history(order_code);
      CREATE TABLE consignments (
        code TEXT PRIMARY KEY, order_code TEXT NOT NULL REFERENCES orders(code),
        status TEXT NOT NULL, carrier TEXT, tracking_url TEXT, entries TEXT NOT NULL
      );
      CREATE TABLE payments (
        id TEXT PRIMARY KEY, cart_code TEXT NOT NULL REFERENCES carts(code), method TEXT NOT NULL,
        status TEXT NOT NULL, amount REAL NOT NULL, currency TEXT NOT NULL,
        polls_left INTEGER NOT NULL DEFAULT 0, data TEXT NOT NULL,
        order_code TEXT REFERENCES orders(code), created_at TEXT NOT NULL
      );
      CREATE TABLE returns (
        id TEXT PRIMARY KEY, order_code TEXT NOT NULL REFERENCES orders(code),
        requested_by TEXT NOT NULL, data TEXT NOT NULL, created_at TEXT NOT NULL
      );
    `,
  },
  {
    version: 4,
    name: 'sandbox-meta',
    sql: `
      CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
      CREATE TABLE counters (name TEXT PRIMARY KEY, value INTEGER NOT NULL);
    `,
  },
  {
    version: 5,
    name: 'listing-indexes',
    // Product answers look up the same-day stores of each product: without this index
    // every lookup scanned the postal-code table (a FULL listing of 48 took 140 ms).
    sql: `
      CREATE INDEX store_sdd_postal_codes_store ON store_sdd_postal_codes(store_id);
      CREATE INDEX payments_cart ON payments(cart_code);
      CREATE INDEX returns_order ON returns(order_code);
    `,
  },
  {
    version: 6,
    name: 'payments-without-card-numbers',
    // Payments kept the full card number (PAN) until now: keep its last four digits only.
    sql: `
      UPDATE payments
        SET data = json_set(data, '$.card', json_object('last4', substr(json_extract(data, '$.card'), -4)))
        WHERE json_valid(data) AND json_type(data, '$.card') = 'text';
    `,
  },
  {
    version: 7,
    name: 'login-failures',
    // Failed password logins per username (login-throttle.ts); usernames without an
    // account are counted too, so the throttle does not tell which accounts exist.
    sql: `
      CREATE TABLE login_failures (
        username TEXT PRIMARY KEY, failures INTEGER NOT NULL, window_start INTEGER NOT NULL
      );
      CREATE INDEX password_tokens_user ON password_tokens(user_uid);
      CREATE INDEX tokens_user ON tokens(user_uid);
    `,
  },
  {
    version: 8,
    name: 'analytics-hits',
    // The first-party analytics collector's events and pixel requests (routes/analytics.ts).
    sql: `
      CREATE TABLE analytics_hits (
        id INTEGER PRIMARY KEY, site TEXT NOT NULL, kind TEXT NOT NULL, name TEXT NOT NULL,
        store_id TEXT NOT NULL, data TEXT NOT NULL, created_at TEXT NOT NULL
      );
    `,
  },
  {
    version: 9,
    name: 'newsletter-subscriber-name',
    // The newsletter sign-ups send e-mail and name (docs/product/shell.md §5.1): the name is kept
    // with the subscription; null for other consents and for sign-ups that gave none.
    sql: `ALTER TABLE consents ADD COLUMN name TEXT;`,
  },
  {
    version: 10,
    name: 'consent-owner',
    // A consent given without signing in is a row of its own (issue 30, hole 5): it never
    // changes an account's consents, even when it names the account's e-mail.
    sql: `ALTER TABLE consents ADD COLUMN anonymous INTEGER NOT NULL DEFAULT 0;`,
  },
  {
    version: 11,
    name: 'login-failures-growing-delays',
    // The login throttle waits after the last failure, growing, instead of locking for a
    // window from the first (ADR 0039): the row keeps when the last failure was.
    sql: `ALTER TABLE login_failures RENAME COLUMN window_start TO last_failure_at;`,
  },
  {
    version: 12,
    // docs/product/product.md §3.4: a personalised piece and its charms' entries.
    name: 'cart entry personalisation',
    sql: `ALTER TABLE cart_entries ADD COLUMN personalisation TEXT;`,
  },
];

/** Applies every migration the file lacks, each in its own transaction. Returns the applied versions. */
export function migrate(db: Database, migrations: readonly Migration[] = MIGRATIONS): number[] {
  db.exec(
    'CREATE TABLE IF NOT EXISTS schema_migrations (version INTEGER PRIMARY KEY, name TEXT NOT NULL, applied_at TEXT NOT NULL)',
  );
  const done = new Set(
    db
      .prepare<[], { version: number }>('SELECT version FROM schema_migrations')
      .all()
      .map((row) => row.version),
  );
  const applied: number[] = [];
  const record = db.prepare(
    'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
  );
  for (const migration of [...migrations].sort((a, b) => a.version - b.version)) {
    if (done.has(migration.version)) continue;
    db.transaction(() => {
      db.exec(migration.sql);
      // The applied-at stamp is bookkeeping only; nothing reads it, so the clock is fine here.
      record.run(migration.version, migration.name, new Date().toISOString());
    })();
    applied.push(migration.version);
  }
  return applied;
}
