// The calls standard SAP Commerce 2211 makes differently from the brand's OCC, as the sandbox
// answers them in SANDBOX_DIALECT=standard (ADR 0036): the stock check by POST (the back-end
// lowers or removes lines itself and says so), stock as a product field, delivery modes with
// their cost for the cart, consent templates.
import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { iso, requireUser, type SandboxContext } from '../context.js';
import { cartTotals, entriesOf } from '../cart-service.js';
import { removeEntry } from '../cart-entries.js';
import { deliveryModesFor } from '../delivery-modes.js';
import { notFound, OccError } from '../errors.js';
import { compile, parse, type Route } from '../http.js';
import { statements, stockOf } from '../product-view.js';
import { C, cartOf } from '../routes/cart-route.js';

const U = '/users/{userId}';

/** What an override answers to hand the request on to the brand's route of the same path. */
export const PASS = Symbol('pass to the brand route');

/** The consent templates the sandbox offers, by id (its consents table keeps the type). */
const CONSENT_TEMPLATES = [
  { id: 'NEWSLETTER', name: 'Newsletter', description: 'News and offers by e-mail.' },
  { id: 'PROFILE', name: 'Personalisation', description: 'Recommendations from what I view.' },
] as const;
const TEMPLATE_VERSION = 0;

interface ConsentRow {
  uuid: string;
  type: string;
  subscribed: number;
  created_at: string;
}

function template(ctx: SandboxContext, uid: string, id: string) {
  const known = CONSENT_TEMPLATES.find((t) => t.id === id.toUpperCase());
  if (!known) throw notFound('UnknownIdentifierError', 'Consent template not found', id);
  const latest = ctx.db
    .prepare<[string, string], ConsentRow>(
      'SELECT * FROM consents WHERE user_email = ? AND type = ? ORDER BY created_at DESC, rowid DESC LIMIT 1',
    )
    .get(uid, known.id.toLowerCase());
  return {
    ...known,
    version: TEMPLATE_VERSION,
    ...(latest
      ? {
          currentConsent: {
            code: latest.uuid,
            consentGivenDate: latest.created_at,
            ...(latest.subscribed === 0 ? { consentWithdrawnDate: latest.created_at } : {}),
          },
        }
      : {}),
  };
}

/** Routes that answer only in the standard dialect, matched before the brand's. */
export const standardRoutes: Route<SandboxContext>[] = [
  // Standard OCC validates by POST: what it cannot serve it lowers or removes, and says so.
  compile('POST', `${C}/validate`, (ctx, p) => {
    const cart = cartOf(ctx, p);
    const s = statements(ctx.db);
    const cartModifications = entriesOf(ctx.db, cart.code).flatMap((entry) => {
      if (entry.is_gift) return [];
      const online = Math.max(0, s.stock(entry.product_code, ctx.channel));
      if (online >= entry.quantity) return [];
      if (online === 0) removeEntry(ctx, cart, entry);
      else
        ctx.db
          .prepare('UPDATE cart_entries SET quantity = ? WHERE cart_code = ? AND entry_number = ?')
          .run(online, cart.code, entry.entry_number);
      return [
        {
          statusCode: online === 0 ? 'noStock' : 'lowStock',
          quantity: entry.quantity,
          quantityAdded: online,
          entry: {
            entryNumber: entry.entry_number,
            quantity: online,
            product: { code: entry.product_code },
          },
        },
      ];
    });
    return { cartModifications };
  }),
  compile('GET', `${C}/validate`, () => {
    throw OccError.of(405, {
      type: 'MethodNotAllowedError',
      message: 'Request method GET not supported: validate the cart with POST',
    });
  }),
  // The modes the cart can use, each with its cost for this cart (no ranges, no availability).
  compile('GET', `${C}/deliverymodes`, (ctx, p) => {
    const cart = cartOf(ctx, p);
    const totals = cartTotals(ctx.db, cart, ctx.site);
    const amount = totals.subTotal - totals.totalDiscounts;
    return {
      deliveryModes: deliveryModesFor(ctx, cart)
        .filter((mode) => mode.available)
        .map((mode) => {
          const range = [...mode.priceRanges]
            .sort((a, b) => b.minimum - a.minimum)
            .find((candidate) => candidate.minimum <= amount);
          return {
            code: mode.code,
            name: mode.name,
            deliveryCost: range?.pricing ?? mode.deliveryCost,
          };
        }),
    };
  }),
  // Stock as a field of the product (products/{code}?fields=stock(DEFAULT)).
  compile('GET', '/products/{code}', (ctx, { code = '' }) => {
    const fields = parse(
      z.object({ fields: z.string().max(200).optional() }).loose(),
      ctx.query,
      'query',
    ).fields;
    if (fields !== 'stock(DEFAULT)') return PASS;
    const row = statements(ctx.db).product(code);
    if (!row)
      throw notFound('UnknownIdentifierError', `Product with code '${code}' not found`, code);
    const online = stockOf(ctx.db, row, ctx.channel).online;
    return {
      code: row.code,
      stock: {
        stockLevelStatus: online > 0 ? (online <= 3 ? 'lowStock' : 'inStock') : 'outOfStock',
        stockLevel: online,
        isValueRounded: false,
      },
    };
  }),
  compile('GET', `${U}/consenttemplates`, (ctx, p) => {
    const uid = requireUser(ctx, p['userId'] ?? '');
    return { consentTemplates: CONSENT_TEMPLATES.map((t) => template(ctx, uid, t.id)) };
  }),
  compile('GET', `${U}/consenttemplates/{templateId}`, (ctx, p) =>
    template(ctx, requireUser(ctx, p['userId'] ?? ''), p['templateId'] ?? ''),
  ),
  compile('POST', `${U}/consents`, (ctx, p) => {
    const uid = requireUser(ctx, p['userId'] ?? '');
    const input = parse(
      z.object({
        consentTemplateId: z.string().min(1).max(50),
        consentTemplateVersion: z.coerce.number().int().min(0),
      }),
      { ...ctx.query, ...(typeof ctx.body === 'object' && ctx.body !== null ? ctx.body : {}) },
      'query',
    );
    const known = template(ctx, uid, input.consentTemplateId);
    if (input.consentTemplateVersion !== known.version) {
      throw OccError.of(400, {
        type: 'ValidationError',
        message: `Consent template ${known.id} is at version ${known.version}`,
        reason: 'invalid',
        subject: 'consentTemplateVersion',
      });
    }
    ctx.db
      .prepare(
        'INSERT INTO consents (uuid, user_email, type, subscribed, created_at) VALUES (?, ?, ?, 1, ?)',
      )
      .run(randomUUID(), uid, known.id.toLowerCase(), iso(ctx));
    return template(ctx, uid, known.id);
  }),
  compile('DELETE', `${U}/consents/{code}`, (ctx, p) => {
    const uid = requireUser(ctx, p['userId'] ?? '');
    const withdrawn = ctx.db
      .prepare('UPDATE consents SET subscribed = 0 WHERE uuid = ? AND user_email = ?')
      .run(p['code'] ?? '', uid);
    if (withdrawn.changes === 0)
      throw notFound('UnknownIdentifierError', 'Consent not found', p['code']);
    return undefined;
  }),
];
