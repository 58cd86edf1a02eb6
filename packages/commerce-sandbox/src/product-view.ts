import { anchorPointsOf, supportPointOf } from './personalisation-points.js';
import type { SandboxDb } from './db.js';
import type { SandboxSite } from './sites.js';
import { discountPercentage } from '@atelier/core-catalogue';
import type { OccPrice, OccStock, OccStockLevelStatus } from '@atelier/adapters-commerce/wire';
import { money } from './money.js';

export type FieldSet = 'BASIC' | 'FULL' | 'STOCK_AND_PRICE' | 'REFERENCES' | 'DEFAULT';

export interface ProductRow {
  code: string;
  base_code: string | null;
  category_id: string;
  kind: string;
  metal: string;
  gem: string;
  colour: string;
  collection: string;
  genre: string;
  icon: string | null;
  product_type: string;
  size: string | null;
  rank: number;
  novelty: number;
  able_to_engrave: number;
  engraving_type: string | null;
  personalisation: string | null;
  is_toussi: number;
  notify_me: number;
  online_only: number;
  image: string;
  look_id: string | null;
  chain_length: number | null;
  net_weight: number | null;
}

interface Statements {
  product: (code: string) => ProductRow | undefined;
  variants: (code: string) => ProductRow[];
  text: (code: string, language: string) => { name: string; description: string } | undefined;
  price: (
    code: string,
    currency: string,
  ) => { price: number; previous_price: number | null; lowest_price: number | null } | undefined;
  stock: (code: string, channel: string) => number;
  storeStock: (code: string) => number;
  sddStores: (code: string) => string[];
  references: (code: string) => { target: string; type: string; quantity: number }[];
  category: (id: string) => { id: string; name: string } | undefined;
}

const cache = new WeakMap<SandboxDb, Statements>();

export function statements(db: SandboxDb): Statements {
  const existing = cache.get(db);
  if (existing) return existing;
  const product = db.prepare<[string], ProductRow>('SELECT * FROM products WHERE code = ?');
  const variants = db.prepare<[string], ProductRow>(
    'SELECT * FROM products WHERE base_code = ? ORDER BY CAST(size AS INTEGER)',
  );
  const text = db.prepare<[string, string], { name: string; description: string }>(
    'SELECT name, description FROM product_texts WHERE code = ? AND language = ?',
  );
  const price = db.prepare<
    [string, string],
    { price: number; previous_price: number | null; lowest_price: number | null }
  >(
    'SELECT price, previous_price, lowest_price FROM product_prices WHERE code = ? AND currency = ?',
  );
  const stock = db.prepare<[string, string], { level: number }>(
    'SELECT level FROM product_stock WHERE code = ? AND channel = ?',
  );
  const storeStock = db.prepare<[string], { level: number | null }>(
    'SELECT SUM(level) AS level FROM store_stock WHERE code = ?',
  );
  const sddStores = db.prepare<[string], { store_id: string }>(
    `SELECT DISTINCT s.store_id FROM store_stock s
     JOIN store_sdd_postal_codes p ON p.store_id = s.store_id
     WHERE s.code = ? AND s.level > 0 ORDER BY s.store_id`,
  );
  const references = db.prepare<[string], { target: string; type: string; quantity: number }>(
    'SELECT target, type, quantity FROM product_references WHERE code = ? ORDER BY type, target',
  );
  const category = db.prepare<[string], { id: string; name: string }>(
    'SELECT id, name FROM categories WHERE id = ?',
  );
  const built: Statements = {
    product: (code) => product.get(code),
    variants: (code) => variants.all(code),
    text: (code, language) => text.get(code, language) ?? text.get(code, 'en'),
    price: (code, currency) => price.get(code, currency),
    stock: (code, channel) => stock.get(code, channel)?.level ?? 0,
    storeStock: (code) => storeStock.get(code)?.level ?? 0,
    sddStores: (code) => sddStores.all(code).map((r) => r.store_id),
    references: (code) => references.all(code),
    category: (id) => category.get(id),
  };
  cache.set(db, built);
  return built;
}

export function stockStatus(level: number): OccStockLevelStatus {
  if (level <= 0) return 'outOfStock';
  return level <= 3 ? 'lowStock' : 'inStock';
}

export interface ViewOptions {
  site: SandboxSite;
  channel: 'WEB' | 'APP';
  fields: FieldSet;
}

function images(
  row: ProductRow,
): { format: string; imageType: string; url: string; galleryIndex?: number }[] {
  const primary = [
    { format: 'product', imageType: 'PRIMARY', url: row.image },
    { format: 'thumbnail', imageType: 'PRIMARY', url: row.image },
    { format: 'zoom', imageType: 'PRIMARY', url: row.image },
  ];
  const base = row.image.replace(/-\d\.svg$/, '');
  const first = Number(/-(\d)\.svg$/.exec(row.image)?.[1] ?? '1');
  const gallery = [1, 2, 3].map((i) => ({
    format: 'product',
    imageType: 'GALLERY',
    url: `${base}-${((first - 1 + i) % 5) + 1}.svg`,
    galleryIndex: i - 1,
  }));
  return [...primary, ...gallery];
}

function slug(text: string): string {
  return (
    text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'product'
  );
}

/** The catalogue's prices are set in euros and converted to each site's currency. */
const SOURCE_CURRENCY = 'EUR';

const countryNames = new Map<string, Intl.DisplayNames>();

/** The workshop's country (the sandbox's pieces are all made in Spain) in a site's language. */
function madeIn(locale: string): string {
  let names = countryNames.get(locale);
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region' });
    countryNames.set(locale, names);
  }
  return names.of('ES') ?? 'ES';
}

/** Stock figures of a product (summing its sizes when it has them). */
export function stockOf(db: SandboxDb, row: ProductRow, channel: string) {
  const s = statements(db);
  const codes =
    row.base_code === null && row.kind === 'ring'
      ? s.variants(row.code).map((v) => v.code)
      : [row.code];
  let online = 0;
  let store = 0;
  const sdd = new Set<string>();
  for (const code of codes) {
    online += s.stock(code, channel);
    store += s.storeStock(code);
    for (const id of s.sddStores(code)) sdd.add(id);
  }
  return { online, store, availableSdd: [...sdd].sort() };
}

/**
 * A product in the OCC shape. Field sets follow docs/product/catalogue.md §1.4: BASIC (identity,
 * name, url, images, price), STOCK_AND_PRICE (prices and stock only), REFERENCES (bundles and
 * cross-sell), FULL (everything).
 */
export function productView(
  db: SandboxDb,
  row: ProductRow,
  opts: ViewOptions,
): Record<string, unknown> {
  const s = statements(db);
  const baseCode = row.base_code ?? row.code;
  const base = row.base_code ? (s.product(row.base_code) ?? row) : row;
  const { site, fields } = opts;
  const out: Record<string, unknown> = { code: row.code };
  const priceRow = s.price(baseCode, site.currency);
  const price = (value: number): OccPrice => money(value, site.currency, site.locale);
  const addPrice = (): void => {
    if (!priceRow) return;
    out['price'] = price(priceRow.price);
    if (priceRow.previous_price !== null) out['previousPrice'] = price(priceRow.previous_price);
    if (priceRow.lowest_price !== null) out['historicLowestPrice'] = price(priceRow.lowest_price);
    // The percentage off, worked out once from the source prices (euros, which every other
    // currency is converted from): one figure on every site (issue 32).
    const source = s.price(baseCode, SOURCE_CURRENCY);
    if (source?.previous_price != null) {
      out['discountPercentage'] = discountPercentage(source.price, source.previous_price);
    }
  };
  const addStock = (): void => {
    const st = stockOf(db, row, opts.channel);
    out['stock'] = {
      stockLevelStatus: stockStatus(st.online),
      stockLevel: st.online,
    } satisfies OccStock;
    out['onlineStock'] = st.online > 0;
    out['hasOverallStock'] = st.online + st.store > 0;
    out['availableSdd'] = st.availableSdd;
    out['isNotifyMe'] = base.notify_me === 1;
  };
  const addSizes = (): void => {
    if (row.base_code !== null || row.kind !== 'ring') return;
    out['sizes'] = s.variants(row.code).map((v) => {
      const level = s.stock(v.code, opts.channel);
      return {
        code: v.code,
        id: v.code,
        name: v.size ?? '',
        stock: { stockLevelStatus: stockStatus(level), stockLevel: level } satisfies OccStock,
        availableSdd: s.sddStores(v.code),
        // docs/product/catalogue.md §1.2: a size without category code and name cannot be sold.
        categoryCode: v.category_id,
        categoryName: s.category(v.category_id)?.name ?? '',
        ...(priceRow ? { price: price(priceRow.price) } : {}),
      };
    });
  };
  const addReferences = (): void => {
    out['productReferences'] = s.references(baseCode).map((r) => ({
      referenceType: r.type,
      quantity: r.quantity,
      target: { code: r.target },
    }));
  };
  if (fields === 'STOCK_AND_PRICE') {
    addPrice();
    addStock();
    addSizes();
    return out;
  }
  if (fields === 'REFERENCES') {
    addReferences();
    return out;
  }
  const text = s.text(baseCode, site.language);
  const name = text?.name ?? baseCode;
  out['name'] = name;
  out['url'] = `/${slug(name)}/p/${baseCode}`;
  out['images'] = images(base);
  if (row.base_code) out['baseProduct'] = row.base_code;
  addPrice();
  if (fields === 'BASIC') {
    out['novelty'] = base.novelty === 1;
    return out;
  }
  const category = s.category(base.category_id);
  Object.assign(out, {
    description: text?.description ?? '',
    categories: category ? [{ code: category.id, name: category.name }] : [],
    collection: { name: base.collection },
    classifications: {
      material: [base.metal],
      gem: base.gem === 'none' ? [] : [base.gem],
      color: [base.colour],
      collection: [base.collection],
      genre: [base.genre],
      icon: base.icon ? [base.icon] : [],
      productType: [base.product_type],
      size:
        row.kind === 'ring' && row.base_code === null
          ? s.variants(row.code).map((v) => v.size ?? '')
          : [],
      ...(base.chain_length ? { chainLength: [String(base.chain_length)] } : {}),
    },
    properties: {
      collection: base.collection,
      ...(base.chain_length ? { chainLength: `${base.chain_length} cm` } : {}),
      // Where the piece is made, named in the site's language as the back-end's data is.
      manufacture: madeIn(site.locale),
      ...(base.net_weight ? { netWeight: `${base.net_weight} g` } : {}),
    },
    materialTypes: [
      base.gem === 'none'
        ? 'metal'
        : base.gem === 'pearl'
          ? 'perl'
          : base.gem === 'diamond'
            ? 'diamond'
            : 'gemstone',
    ],
    genres: [base.genre],
    productType: base.product_type,
    icons: base.icon ? [base.icon] : [],
    novelty: base.novelty === 1,
    ableToEngrave: base.able_to_engrave === 1,
    isEngraved: false,
    ...(base.engraving_type ? { engravingType: base.engraving_type } : {}),
    ...personalisationOf(base),
    isToussi: base.is_toussi === 1,
    isGift: false,
    allowedChannels: base.online_only === 1 ? ['WEB'] : ['WEB', 'APP'],
    ...(base.look_id ? { look: { id: base.look_id } } : {}),
  });
  addStock();
  addSizes();
  addReferences();
  return out;
}

export function parseFields(raw: string | undefined): FieldSet {
  const value = (raw ?? 'DEFAULT').toUpperCase();
  return value === 'BASIC' ||
    value === 'FULL' ||
    value === 'STOCK_AND_PRICE' ||
    value === 'REFERENCES'
    ? value
    : 'DEFAULT';
}

/**
 * docs/product/product.md §3.1: a PARENT sends its anchor points, a CHILD its support point
 * (the sandbox derives both from the product's kind and code, personalisation-points.ts).
 */
function personalisationOf(base: { code: string; kind: string; personalisation: string | null }) {
  if (base.personalisation === 'PARENT') {
    return {
      personalisation: { type: 'PARENT', anchorPoints: anchorPointsOf(base.code, base.kind) },
    };
  }
  if (base.personalisation === 'CHILD') {
    return { personalisation: { type: 'CHILD', supportPoint: supportPointOf(base.code) } };
  }
  return {};
}
