import { z } from 'zod';
import { iso, requireUser, respond, type SandboxContext } from '../context.js';
import { compile, parse, type Route } from '../http.js';
import { notFound, OccError } from '../errors.js';
import { productView, statements } from '../product-view.js';
import { randomToken } from '../passwords.js';

function wishlistId(ctx: SandboxContext, uid: string): string {
  const row = ctx.db
    .prepare<[string], { id: string }>('SELECT id FROM wishlists WHERE user_uid = ?')
    .get(uid);
  if (row) return row.id;
  const id = `wl-${randomToken(8)}`;
  ctx.db
    .prepare('INSERT INTO wishlists (id, user_uid, name) VALUES (?, ?, ?)')
    .run(id, uid, 'My wishlist');
  return id;
}

function view(ctx: SandboxContext, id: string): Record<string, unknown> {
  const wl = ctx.db
    .prepare<[string], { id: string; user_uid: string; name: string }>(
      'SELECT * FROM wishlists WHERE id = ?',
    )
    .get(id);
  const entries = ctx.db
    .prepare<[string], { product_code: string; added_at: string }>(
      'SELECT * FROM wishlist_entries WHERE wishlist_id = ? ORDER BY added_at, product_code',
    )
    .all(id);
  return {
    name: wl?.name ?? 'My wishlist',
    userName: wl?.user_uid ?? '',
    totalResults: entries.length,
    hasMoreResults: false,
    entries: entries.map((e, entry) => {
      const row = statements(ctx.db).product(e.product_code);
      return {
        entry,
        id: row?.base_code ?? e.product_code,
        addedDate: e.added_at,
        product: row
          ? productView(ctx.db, row, { site: ctx.site, channel: ctx.channel, fields: 'BASIC' })
          : { code: e.product_code },
      };
    }),
  };
}

const codeOf = (ctx: SandboxContext): string =>
  parse(
    z.string().min(1).max(40),
    ctx.query['productCode'] ?? (ctx.body as { productCode?: unknown } | undefined)?.productCode,
    'productCode',
  );

const W = '/wishlist/{userId}/current';

export const wishlistRoutes: Route<SandboxContext>[] = [
  compile('GET', W, (ctx, p) => view(ctx, wishlistId(ctx, requireUser(ctx, p['userId'] ?? '')))),
  compile('POST', `${W}/add`, (ctx, p) => {
    const id = wishlistId(ctx, requireUser(ctx, p['userId'] ?? ''));
    const code = codeOf(ctx);
    if (!statements(ctx.db).product(code))
      throw notFound('UnknownIdentifierError', `Product ${code} not found`, code);
    const inserted = ctx.db
      .prepare(
        'INSERT OR IGNORE INTO wishlist_entries (wishlist_id, product_code, added_at) VALUES (?, ?, ?)',
      )
      .run(id, code, iso(ctx)).changes;
    if (inserted === 0)
      throw OccError.of(400, {
        type: 'WishlistError',
        message: 'Product is already in wishlist',
        reason: 'duplicate',
        subject: code,
      });
    return respond(201, view(ctx, id));
  }),
  compile('POST', `${W}/remove`, (ctx, p) => {
    const id = wishlistId(ctx, requireUser(ctx, p['userId'] ?? ''));
    ctx.db
      .prepare('DELETE FROM wishlist_entries WHERE wishlist_id = ? AND product_code = ?')
      .run(id, codeOf(ctx));
    return view(ctx, id);
  }),
  // Merge of the anonymous (local) wishlist on login.
  compile('POST', `${W}/merge`, (ctx, p) => {
    const id = wishlistId(ctx, requireUser(ctx, p['userId'] ?? ''));
    const { productCodes } = parse(
      z.object({ productCodes: z.array(z.string().min(1).max(40)).max(200) }),
      ctx.body,
    );
    const insert = ctx.db.prepare(
      'INSERT OR IGNORE INTO wishlist_entries (wishlist_id, product_code, added_at) VALUES (?, ?, ?)',
    );
    for (const code of productCodes)
      if (statements(ctx.db).product(code)) insert.run(id, code, iso(ctx));
    return view(ctx, id);
  }),
  compile('GET', `${W}/sharetoken`, (ctx, p) => {
    const id = wishlistId(ctx, requireUser(ctx, p['userId'] ?? ''));
    let token = ctx.db
      .prepare<[string], { share_token: string | null }>(
        'SELECT share_token FROM wishlists WHERE id = ?',
      )
      .get(id)?.share_token;
    if (!token) {
      token = randomToken(12);
      ctx.db.prepare('UPDATE wishlists SET share_token = ? WHERE id = ?').run(token, id);
    }
    return { token };
  }),
  compile('POST', '/wishlist/share/token', (ctx) => {
    const raw = {
      ...ctx.query,
      ...(typeof ctx.body === 'object' && ctx.body !== null ? ctx.body : {}),
    };
    const { token } = parse(z.object({ token: z.string().min(1).max(100) }).loose(), raw);
    const wl = ctx.db
      .prepare<[string], { id: string }>('SELECT id FROM wishlists WHERE share_token = ?')
      .get(token);
    if (!wl) throw notFound('UnknownIdentifierError', 'Shared wishlist not found', token);
    return view(ctx, wl.id);
  }),
];
