import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { iso, requireUser, respond, type SandboxContext } from '../context.js';
import { compile, parse, type Params, type Route } from '../http.js';
import { notFound, validation } from '../errors.js';
import { productView, statements } from '../product-view.js';

const SERVICES = [
  'Newsletter',
  'NewsletterSuot',
  'UserToussis',
  'Toussis',
  'Loyalty',
  'Gems',
  'User',
  'MyInterests',
  'ShopPurchases',
  'VirtualJeweler',
  'PurchaseComment',
] as const;
type Service = (typeof SERVICES)[number];

interface LoyaltyRow {
  points: number;
  gems: number;
  level: number;
  data: string;
}

function loyaltyOf(ctx: SandboxContext, uid: string) {
  const row = ctx.db
    .prepare<[string], LoyaltyRow>('SELECT * FROM loyalty_accounts WHERE user_uid = ?')
    .get(uid);
  return row ? { ...row, parsed: JSON.parse(row.data) as Record<string, unknown> } : undefined;
}

const pageQuery = z
  .object({
    currentPage: z.coerce.number().int().min(0).max(10_000).default(0),
    pageSize: z.coerce.number().int().min(1).max(100).default(20),
  })
  .loose();

/** The CRM proxy of docs/product/commerce-api.md §4: one path, a serviceName per kind of data. */
function read(ctx: SandboxContext, uid: string, service: Service): unknown {
  const loyalty = loyaltyOf(ctx, uid);
  switch (service) {
    case 'Loyalty':
      return loyalty
        ? {
            enrolled: true,
            points: loyalty.points,
            currentGems: loyalty.gems,
            level: loyalty.level,
            ...loyalty.parsed,
          }
        : {
            enrolled: false,
            points: 0,
            currentGems: 0,
            level: 0,
            levels: [],
            clientCampaign: [],
            freeShippingMax: 0,
            freeShippingRemaining: 0,
            userInfo: { userUnderAge: false },
          };
    case 'Gems':
      return { currentGems: loyalty?.gems ?? 0 };
    case 'User':
      return {
        userInfo: loyalty?.parsed['userInfo'] ?? { userUnderAge: false },
        enrolled: loyalty !== undefined,
      };
    case 'MyInterests':
      return loyalty?.parsed['preferences'] ?? {};
    case 'Toussis':
    case 'UserToussis': {
      const rows = ctx.db
        .prepare<
          [string],
          { toussi_number: number; product_code: string; state: number; needed_points: number }
        >('SELECT * FROM loyalty_toussis WHERE user_uid = ? ORDER BY toussi_number')
        .all(uid);
      const points = loyalty?.points ?? 0;
      return {
        userPoints: points,
        myToussisLevel: loyalty?.level ?? 0,
        toussis: rows.map((t) => ({
          productId: t.product_code,
          toussiNumber: t.toussi_number,
          state: t.state,
          neededPoints: t.needed_points,
          missingPoints: Math.max(0, t.needed_points - points),
        })),
      };
    }
    case 'ShopPurchases': {
      const q = parse(pageQuery, ctx.query, 'query');
      const total =
        ctx.db
          .prepare<[string], { n: number }>(
            'SELECT COUNT(*) AS n FROM store_purchases WHERE user_uid = ?',
          )
          .get(uid)?.n ?? 0;
      const rows = ctx.db
        .prepare<
          [string, number, number],
          {
            uuid_ticket: string;
            store_id: string;
            date: string;
            amount: number;
            data: string;
            purchase_reason: number | null;
            comments: string | null;
          }
        >('SELECT * FROM store_purchases WHERE user_uid = ? ORDER BY date DESC LIMIT ? OFFSET ?')
        .all(uid, q.pageSize, q.currentPage * q.pageSize);
      return {
        totalTickets: total,
        orders: rows.map((r) => ({
          uuidTicket: r.uuid_ticket,
          store: r.store_id === 'CRM' ? 'CRM' : { ref: r.store_id },
          date: r.date,
          amount: r.amount,
          ...(JSON.parse(r.data) as object),
          purchaseReason: r.purchase_reason,
          comments: r.comments,
        })),
      };
    }
    case 'VirtualJeweler': {
      const q = parse(pageQuery, ctx.query, 'query');
      const fromOrders = ctx.db
        .prepare<[string], { data: string; created_at: string }>(
          'SELECT data, created_at FROM orders WHERE user_uid = ?',
        )
        .all(uid)
        .flatMap((o) =>
          (JSON.parse(o.data) as { entries: { baseProduct: string }[] }).entries.map((e) => ({
            productId: e.baseProduct,
            date: o.created_at,
          })),
        );
      const fromStores = ctx.db
        .prepare<[string], { data: string; date: string }>(
          'SELECT data, date FROM store_purchases WHERE user_uid = ?',
        )
        .all(uid)
        .flatMap((t) =>
          (JSON.parse(t.data) as { products: { id: string }[] }).products.map((p) => ({
            productId: p.id,
            date: t.date,
          })),
        );
      const all = [...fromOrders, ...fromStores].sort((a, b) => b.date.localeCompare(a.date));
      return {
        total: all.length,
        products: all
          .slice(q.currentPage * q.pageSize, (q.currentPage + 1) * q.pageSize)
          .map((e) => {
            const row = statements(ctx.db).product(e.productId);
            return {
              ...e,
              ...(row
                ? {
                    product: productView(ctx.db, row, {
                      site: ctx.site,
                      channel: ctx.channel,
                      fields: 'BASIC',
                    }),
                  }
                : {}),
            };
          }),
      };
    }
    case 'Newsletter':
    case 'NewsletterSuot': {
      const consent = ctx.db
        .prepare<[string, string], { subscribed: number }>(
          'SELECT subscribed FROM consents WHERE user_email = ? AND type = ? ORDER BY created_at DESC LIMIT 1',
        )
        .get(uid, service.toLowerCase());
      return { subscribed: consent?.subscribed === 1 };
    }
    case 'PurchaseComment':
      return {};
  }
}

const NAME_MAX = 100;

// The CRM keeps single interests as strings; clients may send lists (core Preferences).
const listOrOne = z.union([z.string().max(50), z.array(z.string().max(50)).max(20)]);

const postSchema = z
  .object({
    ticketId: z.string().min(1).max(64).optional(),
    purchaseReason: z.union([z.literal(1), z.literal(2), z.null()]).optional(),
    comment: z.string().max(1000).optional(),
    preferences: z
      .object({
        material: listOrOne.optional(),
        productType: listOrOne.optional(),
        ringSize: listOrOne.optional(),
        jewel: listOrOne.optional(),
        accessory: listOrOne.optional(),
        specialMoments: z
          .array(
            z.object({
              date: z.string().max(30).optional(),
              momentsType: z.string().max(50).optional(),
              year: z.union([z.number().int(), z.string().max(4)]).optional(),
            }),
          )
          .max(20)
          .optional(),
      })
      .optional(),
    email: z.email().max(200).optional(),
    // The newsletter subscriber's name (docs/product/shell.md §5.1), as the footer and popup ask
    // it.
    name: z
      .string('name must be a string')
      .trim()
      .max(NAME_MAX, `name must be at most ${NAME_MAX} characters`)
      .optional(),
    subscribed: z.boolean().optional(),
  })
  .loose();

function write(
  ctx: SandboxContext,
  uid: string,
  service: Service,
  body: z.infer<typeof postSchema>,
): unknown {
  switch (service) {
    case 'PurchaseComment':
    case 'ShopPurchases': {
      if (!body.ticketId) throw validation('ticketId is required', 'ticketId');
      const changes = ctx.db
        .prepare(
          'UPDATE store_purchases SET purchase_reason = ?, comments = ? WHERE uuid_ticket = ? AND user_uid = ?',
        )
        .run(body.purchaseReason ?? null, body.comment ?? null, body.ticketId, uid).changes;
      if (changes === 0)
        throw notFound('UnknownIdentifierError', 'Ticket not found', body.ticketId);
      return {
        ticketId: body.ticketId,
        purchaseReason: body.purchaseReason ?? null,
        comment: body.comment ?? null,
      };
    }
    case 'MyInterests': {
      const loyalty = loyaltyOf(ctx, uid);
      if (!loyalty) throw validation('User is not a loyalty member', 'userId');
      // Special moments are kept only with both a date and a type (docs/product/accounts.md §1.4).
      const preferences = {
        ...body.preferences,
        specialMoments: (body.preferences?.specialMoments ?? []).filter(
          (m) => m.date && m.momentsType,
        ),
      };
      ctx.db
        .prepare('UPDATE loyalty_accounts SET data = ? WHERE user_uid = ?')
        .run(JSON.stringify({ ...loyalty.parsed, preferences }), uid);
      return preferences;
    }
    case 'Newsletter':
    case 'NewsletterSuot': {
      // An empty name (the checkout's express sign-up sends none) is kept as no name.
      ctx.db
        .prepare(
          'INSERT INTO consents (uuid, user_email, type, subscribed, name, created_at) VALUES (?, ?, ?, ?, ?, ?)',
        )
        .run(
          randomUUID(),
          uid,
          service.toLowerCase(),
          body.subscribed === false ? 0 : 1,
          body.name || null,
          iso(ctx),
        );
      return { subscribed: body.subscribed !== false };
    }
    default:
      throw validation(`Service ${service} cannot be written`, 'serviceName');
  }
}

/**
 * POST to the CRM proxy. Newsletter subscriptions are open to guests (docs/product/shell.md §5.1:
 * e-mail and name, under users/anonymous); every other service needs the user.
 */
function postCrm(ctx: SandboxContext, p: Params): unknown {
  const service = serviceOf(ctx);
  const body = parse(postSchema, ctx.body ?? {});
  const isNewsletter = service === 'Newsletter' || service === 'NewsletterSuot';
  if (isNewsletter && p['userId'] === 'anonymous') {
    if (!body.email) throw validation('email is required', 'email');
    return write(ctx, body.email.toLowerCase(), service, body);
  }
  return write(ctx, requireUser(ctx, p['userId'] ?? ''), service, body);
}

const serviceOf = (ctx: SandboxContext): Service =>
  parse(
    z.enum(SERVICES),
    ctx.query['serviceName'] ?? (ctx.body as { serviceName?: unknown } | undefined)?.serviceName,
    'serviceName',
  );

export const loyaltyRoutes: Route<SandboxContext>[] = [
  compile('GET', '/users/{userId}/securedcrm', (ctx, p) =>
    read(ctx, requireUser(ctx, p['userId'] ?? ''), serviceOf(ctx)),
  ),
  compile('POST', '/users/{userId}/securedcrm', postCrm),
  compile('POST', '/users/{userId}/securedcrm/postCrm', postCrm),
  // Apply a loyalty promotion to the user's carts (code + apply flag).
  compile('POST', '/users/{userId}/loyalty/promotions', (ctx, p) => {
    const uid = requireUser(ctx, p['userId'] ?? '');
    const input = parse(
      z.object({ code: z.string().min(1).max(50), apply: z.boolean() }),
      ctx.body,
    );
    if (!loyaltyOf(ctx, uid)) throw validation('User is not a loyalty member', 'userId');
    return respond(200, { code: input.code, applied: input.apply });
  }),
];
