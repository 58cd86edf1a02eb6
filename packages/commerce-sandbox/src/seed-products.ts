import type { SandboxDb } from './db.js';
import type { Prng } from './prng.js';
import { CURRENCIES, LANGUAGES } from './sites.js';
import { convertPrice } from './money.js';
import {
  CATEGORIES,
  CATEGORY_PLAN,
  COLLECTIONS,
  GEM_COLOUR,
  GENRES,
  ICONS,
  METAL_COLOUR,
  PRICE_RANGE_EUR,
  PRODUCT_TYPES,
  RING_SIZES,
  imageUrl,
} from './catalogue-data.js';
import { GEMS, METALS, productDescription, productName } from './words.js';

export interface SeededProduct {
  code: string;
  category: string;
  collection: string;
  /** Codes that can be sold: the product itself, or its size variants. */
  sellable: string[];
  webStock: number;
  /** Position inside its category; the first ones are always in stock. */
  rank: number;
}

/** Stock profile shares: most in stock, some last units, some sold out (half of them notify-me). */
function stockLevel(prng: Prng): { level: number; profile: 'in' | 'last' | 'out' | 'store' } {
  const roll = prng.next();
  if (roll < 0.75) return { level: prng.int(5, 200), profile: 'in' };
  if (roll < 0.85) return { level: prng.int(1, 3), profile: 'last' };
  if (roll < 0.95) return { level: 0, profile: 'out' };
  return { level: 0, profile: 'store' };
}

export function seedProducts(db: SandboxDb, prng: Prng): SeededProduct[] {
  const insertCategory = db.prepare(
    'INSERT INTO categories (id, name, parent_id) VALUES (?, ?, ?)',
  );
  for (const c of CATEGORIES) insertCategory.run(c.id, c.name, c.parent);

  const insertProduct =
    db.prepare(`INSERT INTO products (code, base_code, category_id, kind, metal, gem,
    colour, collection, genre, icon, product_type, size, rank, novelty, able_to_engrave, engraving_type,
    personalisation, is_toussi, notify_me, online_only, image, look_id, chain_length, net_weight)
    VALUES (@code, @base, @category, @kind, @metal, @gem, @colour, @collection, @genre, @icon, @type,
    @size, @rank, @novelty, @engrave, @engravingType, @personalisation, @toussi, @notifyMe, @onlineOnly,
    @image, NULL, @chainLength, @netWeight)`);
  const insertText = db.prepare(
    'INSERT INTO product_texts (code, language, name, description) VALUES (?, ?, ?, ?)',
  );
  const insertPrice = db.prepare(
    'INSERT INTO product_prices (code, currency, price, previous_price, lowest_price) VALUES (?, ?, ?, ?, ?)',
  );
  const insertStock = db.prepare(
    'INSERT INTO product_stock (code, channel, level) VALUES (?, ?, ?)',
  );
  const updateStock = db.prepare('UPDATE product_stock SET level = ? WHERE code = ?');

  const seeded: SeededProduct[] = [];
  let serial = 100000;
  for (const plan of CATEGORY_PLAN) {
    for (let rank = 0; rank < plan.count; rank += 1) {
      serial += 1;
      const code = String(serial);
      const kind = plan.kind;
      const metal = prng.pick(METALS);
      const gem = prng.chance(0.35) ? 'none' : prng.pick(GEMS.slice(1));
      const collection = prng.pick(COLLECTIONS);
      const isChild = plan.category === '10';
      const canPersonalise = ['necklace', 'bracelet', 'earrings'].includes(kind);
      const engrave = ['ring', 'necklace', 'bracelet', 'watch'].includes(kind) && prng.chance(0.2);
      const stock = stockLevel(prng);
      // The first products of each category are always in stock, so every category has
      // stock on every site (docs/api-contract.md §8 sandbox data) whatever the PRNG gives.
      const level = rank < 24 ? Math.max(stock.level, 10 + rank) : stock.level;
      const profile = rank < 24 ? 'in' : stock.profile;
      insertProduct.run({
        code,
        base: null,
        category: plan.category,
        kind,
        metal,
        gem,
        colour: gem === 'none' ? (METAL_COLOUR[metal] ?? 'yellow') : (GEM_COLOUR[gem] ?? 'white'),
        collection,
        genre: prng.pick(GENRES),
        icon: prng.chance(0.4) ? prng.pick(ICONS) : null,
        type: prng.pick(PRODUCT_TYPES[kind]),
        size: null,
        rank,
        novelty: rank % 10 === 3 || prng.chance(0.05) ? 1 : 0,
        engrave: engrave ? 1 : 0,
        engravingType: engrave ? prng.pick(['TEXT', 'TEXT', 'IMAGE']) : null,
        personalisation: isChild ? 'CHILD' : canPersonalise && prng.chance(0.1) ? 'PARENT' : null,
        toussi: kind === 'charm' && !isChild && rank % 25 === 0 ? 1 : 0,
        notifyMe: profile === 'out' && prng.chance(0.5) ? 1 : 0,
        onlineOnly: prng.chance(0.05) ? 1 : 0,
        image: imageUrl(kind, metal, gem, (rank % 5) + 1),
        chainLength:
          kind === 'necklace' || kind === 'bracelet' ? prng.pick([16, 18, 40, 42, 45, 50]) : null,
        netWeight: Math.round(prng.int(15, 400)) / 10,
      });
      for (const language of LANGUAGES) {
        const name = productName(language, kind, collection, metal, gem);
        insertText.run(code, language, name, productDescription(language, name));
      }
      const [low, high] = PRICE_RANGE_EUR[kind];
      const eur = prng.int(low, high);
      const discount = prng.chance(0.15) ? prng.pick([10, 20, 30, 40]) : 0;
      const previousEur = discount > 0 ? eur / (1 - discount / 100) : null;
      for (const currency of CURRENCIES) {
        const price = convertPrice(eur, currency);
        const previous = previousEur === null ? null : convertPrice(previousEur, currency);
        // Historic lowest price (EU omnibus rule): only meaningful for discounted products.
        const lowest =
          previous === null ? null : Math.min(price, convertPrice(eur * 0.95, currency));
        insertPrice.run(code, currency, price, previous, lowest);
      }
      const sellable: string[] = [];
      if (kind === 'ring') {
        const first = prng.int(0, RING_SIZES.length - 5);
        for (const size of RING_SIZES.slice(first, first + 5)) {
          const variant = `${code}-${size}`;
          insertProduct.run({
            code: variant,
            base: code,
            category: plan.category,
            kind,
            metal,
            gem,
            colour: 'n/a',
            collection,
            genre: 'n/a',
            icon: null,
            type: 'size',
            size: String(size),
            rank,
            novelty: 0,
            engrave: 0,
            engravingType: null,
            personalisation: null,
            toussi: 0,
            notifyMe: 0,
            onlineOnly: 0,
            image: imageUrl(kind, metal, gem, (rank % 5) + 1),
            chainLength: null,
            netWeight: null,
          });
          // Size stock splits the product's level; the middle size keeps the last units.
          const sizeLevel =
            level === 0 ? 0 : Math.max(profile === 'last' ? 0 : 1, Math.floor(level / 5));
          insertStock.run(variant, 'WEB', sizeLevel);
          insertStock.run(variant, 'APP', sizeLevel);
          sellable.push(variant);
        }
        if (profile === 'last') {
          const middle = sellable[2];
          if (middle) updateStock.run(level, middle);
        }
      } else {
        insertStock.run(code, 'WEB', level);
        insertStock.run(code, 'APP', level);
        sellable.push(code);
      }
      seeded.push({ code, category: plan.category, collection, sellable, webStock: level, rank });
    }
  }
  seedReferencesAndLooks(db, prng, seeded);
  return seeded;
}

/** Cross-sell within a collection, a few bundles, and looks of 3 or 4 products. */
function seedReferencesAndLooks(db: SandboxDb, prng: Prng, products: SeededProduct[]): void {
  const byCollection = new Map<string, SeededProduct[]>();
  for (const p of products) {
    const list = byCollection.get(p.collection) ?? [];
    list.push(p);
    byCollection.set(p.collection, list);
  }
  const insertRef = db.prepare(
    'INSERT OR IGNORE INTO product_references (code, target, type, quantity) VALUES (?, ?, ?, ?)',
  );
  for (const p of products) {
    const peers = byCollection.get(p.collection) ?? [];
    for (let i = 0; i < 4; i += 1) {
      const target = prng.pick(peers);
      if (target.code !== p.code) insertRef.run(p.code, target.code, 'CROSSELLING', 1);
    }
    if (prng.chance(0.03)) {
      for (let i = 0; i < 2; i += 1) {
        const target = prng.pick(peers);
        if (target.code !== p.code) insertRef.run(p.code, target.code, 'BUNDLE', 1);
      }
    }
  }
  const insertLook = db.prepare('INSERT INTO looks (id, name, view) VALUES (?, ?, ?)');
  const insertLookProduct = db.prepare(
    'INSERT OR IGNORE INTO look_products (look_id, code, quantity) VALUES (?, ?, ?)',
  );
  const setLook = db.prepare('UPDATE products SET look_id = ? WHERE code = ? AND look_id IS NULL');
  let look = 0;
  for (const [collection, peers] of byCollection) {
    for (let i = 0; i < 5; i += 1) {
      look += 1;
      const id = `look-${look}`;
      insertLook.run(id, `${collection} look ${i + 1}`, (look % 4) + 1);
      const size = prng.int(3, 4);
      for (let j = 0; j < size; j += 1) {
        const p = prng.pick(peers);
        insertLookProduct.run(id, p.code, 1);
        setLook.run(id, p.code);
      }
    }
  }
}
