import { z } from 'zod';
import type { SandboxContext } from '../context.js';
import { compile, parse, type Route } from '../http.js';
import { notFound, OccError } from '../errors.js';
import { parseFields, productView, statements, stockOf, type ProductRow } from '../product-view.js';

const listingQuery = z.object({
  fields: z.string().max(200).optional(),
  pageSize: z.coerce.number().int().min(1).max(9999).default(9999),
  currentPage: z.coerce.number().int().min(0).max(100_000).default(0),
  sort: z.string().max(50).optional(),
  stockLevelStatusWebSFS: z.enum(['inStock']).optional(),
  customerGroupId: z.string().max(100).default('not logged'),
  query: z.string().max(500).optional(),
});

// Filter groups the search query understands (`:relevance:material:gold:gem:ruby`).
const QUERY_COLUMNS: Record<string, string> = {
  allCategories: 'p.category_id',
  category: 'p.category_id',
  material: 'p.metal',
  gem: 'p.gem',
  color: 'p.colour',
  collection: 'p.collection',
  genre: 'p.genre',
  icon: 'p.icon',
  productType: 'p.product_type',
};

const SORTS: Record<string, string> = {
  relevance: 'p.rank, p.code',
  selection: 'p.rank, p.code',
  novelties: 'p.novelty DESC, p.rank, p.code',
  lowestPrice: 'pr.price, p.code',
  'price-asc': 'pr.price, p.code',
  highestPrice: 'pr.price DESC, p.code',
  'price-desc': 'pr.price DESC, p.code',
  'name-asc': 'p.code',
};

function listProducts(
  ctx: SandboxContext,
  where: string[],
  args: unknown[],
  q: z.infer<typeof listingQuery>,
): Record<string, unknown> {
  const conditions = ['p.base_code IS NULL', ...where];
  if (q.stockLevelStatusWebSFS === 'inStock') {
    conditions.push(`EXISTS (SELECT 1 FROM product_stock s JOIN products v ON v.code = s.code
      WHERE (v.code = p.code OR v.base_code = p.code) AND s.channel = ? AND s.level > 0)`);
    args.push(ctx.channel);
  }
  const sortKey = (q.sort ?? 'relevance').replace(/^:/, '');
  const order = SORTS[sortKey] ?? SORTS['relevance'] ?? 'p.rank';
  const join = 'LEFT JOIN product_prices pr ON pr.code = p.code AND pr.currency = ?';
  const whereSql = conditions.join(' AND ');
  const total =
    ctx.db
      .prepare<unknown[], { n: number }>(`SELECT COUNT(*) AS n FROM products p WHERE ${whereSql}`)
      .get(...args)?.n ?? 0;
  const rows = ctx.db
    .prepare<unknown[], ProductRow>(
      `SELECT p.* FROM products p ${join} WHERE ${whereSql} ORDER BY ${order} LIMIT ? OFFSET ?`,
    )
    .all(ctx.site.currency, ...args, q.pageSize, q.currentPage * q.pageSize);
  const fields = parseFields(q.fields);
  return {
    type: 'productCategorySearchPageWsDTO',
    products: rows.map((row) =>
      productView(ctx.db, row, { site: ctx.site, channel: ctx.channel, fields }),
    ),
    pagination: {
      currentPage: q.currentPage,
      pageSize: q.pageSize,
      totalPages: Math.ceil(total / q.pageSize),
      totalResults: total,
    },
    sorts: Object.keys(SORTS).map((code) => ({ code, selected: code === sortKey })),
  };
}

function getProduct(ctx: SandboxContext, code: string): ProductRow {
  const row = statements(ctx.db).product(code);
  if (!row) {
    throw OccError.of(404, {
      type: 'UnknownIdentifierError',
      message: `Product with code '${code}' not found!`,
      reason: 'notFound',
      subject: code,
      errorCode: 'products-productCode.UnknownIdentifier-001',
    });
  }
  return row;
}

export const productRoutes: Route<SandboxContext>[] = [
  compile('GET', '/products/search', (ctx) => {
    const q = parse(listingQuery, ctx.query, 'query');
    const where: string[] = [];
    const args: unknown[] = [];
    const parts = (q.query ?? '').split(':');
    const text = parts[0]?.trim() ?? '';
    if (text) {
      where.push('EXISTS (SELECT 1 FROM product_texts t WHERE t.code = p.code AND t.name LIKE ?)');
      args.push(`%${text}%`);
    }
    if (parts.length > 2) q.sort = parts[1] ?? q.sort;
    for (let i = 2; i + 1 < parts.length; i += 2) {
      const column = QUERY_COLUMNS[parts[i] ?? ''];
      const value = parts[i + 1] ?? '';
      if (parts[i] === 'stockLevelStatusWebSFS' && value === 'inStock') {
        q.stockLevelStatusWebSFS = 'inStock';
        continue;
      }
      if (!column) continue;
      where.push(`${column} = ?`);
      args.push(value);
    }
    return listProducts(ctx, where, args, q);
  }),
  compile('GET', '/categories', (ctx) => {
    const rows = ctx.db
      .prepare<[], { id: string; name: string; parent_id: string | null }>(
        'SELECT id, name, parent_id FROM categories ORDER BY CAST(id AS INTEGER)',
      )
      .all();
    return {
      categories: rows.map((r) => ({ id: r.id, code: r.id, name: r.name, parent: r.parent_id })),
    };
  }),
  compile('GET', '/categories/{categoryId}/products', (ctx, { categoryId = '' }) => {
    const q = parse(listingQuery, ctx.query, 'query');
    if (!statements(ctx.db).category(categoryId)) {
      throw notFound(
        'UnknownIdentifierError',
        `Category with code '${categoryId}' not found!`,
        categoryId,
      );
    }
    return listProducts(ctx, ['p.category_id = ?'], [categoryId], q);
  }),
  compile('GET', '/products/{code}', (ctx, { code = '' }) => {
    const q = parse(
      z.object({ fields: z.string().max(200).optional() }).loose(),
      ctx.query,
      'query',
    );
    return productView(ctx.db, getProduct(ctx, code), {
      site: ctx.site,
      channel: ctx.channel,
      fields: parseFields(q.fields),
    });
  }),
  compile('GET', '/products/{code}/stock', (ctx, { code = '' }) => {
    const row = getProduct(ctx, code);
    const st = stockOf(ctx.db, row, ctx.channel);
    return {
      code: row.code,
      stockLevelStatus: st.online > 0 ? (st.online <= 3 ? 'lowStock' : 'inStock') : 'outOfStock',
      stockLevel: st.online,
      onlineStock: st.online > 0,
      hasOverallStock: st.online + st.store > 0,
      availableSdd: st.availableSdd,
      isNotifyMe: row.notify_me === 1,
    };
  }),
  compile('GET', '/products/{code}/stores', (ctx, { code = '' }) => {
    const row = getProduct(ctx, code);
    const q = parse(
      z
        .object({
          lat: z.coerce.number().min(-90).max(90).optional(),
          lng: z.coerce.number().min(-180).max(180).optional(),
        })
        .loose(),
      ctx.query,
      'query',
    );
    const stores = ctx.db
      .prepare<
        [string, string],
        {
          id: string;
          name: string;
          address: string;
          postal_code: string;
          lat: number;
          lng: number;
          level: number;
        }
      >(
        `SELECT s.id, s.name, s.address, s.postal_code, s.lat, s.lng, st.level FROM store_stock st
         JOIN stores s ON s.id = st.store_id WHERE st.code = ? AND s.country = ? AND st.level > 0`,
      )
      .all(row.code, ctx.site.country);
    const distance = (s: { lat: number; lng: number }): number =>
      q.lat === undefined || q.lng === undefined ? 0 : Math.hypot(s.lat - q.lat, s.lng - q.lng);
    return {
      stores: stores
        .sort((a, b) => distance(a) - distance(b))
        .map((s) => ({
          id: s.id,
          name: s.name,
          address: s.address,
          postalCode: s.postal_code,
          coordinates: { lat: s.lat, lng: s.lng },
          stock: s.level > 0,
          stockLevel: s.level,
        })),
    };
  }),
  compile('GET', '/looks/{lookId}', (ctx, { lookId = '' }) => {
    const look = ctx.db
      .prepare<[string], { id: string; name: string; view: number }>(
        'SELECT * FROM looks WHERE id = ?',
      )
      .get(lookId);
    if (!look) throw notFound('UnknownIdentifierError', `Look '${lookId}' not found`, lookId);
    const products = ctx.db
      .prepare<[string], { code: string; quantity: number }>(
        'SELECT code, quantity FROM look_products WHERE look_id = ? ORDER BY code',
      )
      .all(lookId);
    return {
      ...look,
      products: products.map((p) => ({ id: p.code, quantity: p.quantity, showProduct: true })),
    };
  }),
];
