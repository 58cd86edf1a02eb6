import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { iso, requireUser, resolveUser, respond, type SandboxContext } from '../context.js';
import { compile, parse, type Route } from '../http.js';
import { notFound, validation } from '../errors.js';

const U = '/users/{userId}';

interface ConsentRow {
  uuid: string;
  user_email: string;
  type: string;
  subscribed: number;
}

/**
 * A consent by id, for its owner only (issue 30, hole 5): an account's consent with that
 * account's token; an anonymous one by its random uuid, which only the browser that gave it
 * holds. Anything else, a seeded or guessed id included, is the 404 of a missing consent.
 */
function ownedConsent(ctx: SandboxContext, id: string): ConsentRow {
  const row = ctx.db
    .prepare<[string], ConsentRow & { anonymous: number }>('SELECT * FROM consents WHERE uuid = ?')
    .get(id);
  const owner = row && (row.anonymous === 1 || row.user_email === ctx.token?.userUid);
  if (!row || !owner) throw notFound('UnknownIdentifierError', 'Consent not found', id);
  return row;
}

/**
 * Consents, stored cards and refer-a-friend: the small account calls of
 * docs/product/commerce-api.md §3.
 */
export const consentRoutes: Route<SandboxContext>[] = [
  // Consent (docs/product/accounts.md §1.5 "Customer consent").
  compile('POST', `${U}/consent`, (ctx, p) => {
    const uid = resolveUser(ctx, p['userId'] ?? '');
    const input = parse(
      z.object({
        userEmail: z.email().max(200).optional(),
        type: z.string().min(1).max(50),
        subscribed: z.boolean(),
      }),
      ctx.body,
    );
    const email = uid ?? input.userEmail?.toLowerCase();
    if (!email) throw validation('userEmail is required for anonymous consent', 'userEmail');
    const uuid = randomUUID();
    // Without a signed-in user the row is anonymous: it never changes the consents of an
    // account with that e-mail (issue 30, hole 5).
    ctx.db
      .prepare(
        'INSERT INTO consents (uuid, user_email, type, subscribed, anonymous, created_at) VALUES (?, ?, ?, ?, ?, ?)',
      )
      .run(uuid, email, input.type.toLowerCase(), input.subscribed ? 1 : 0, uid ? 0 : 1, iso(ctx));
    return respond(201, {
      uuid,
      userEmail: email,
      type: input.type.toLowerCase(),
      subscribed: input.subscribed,
    });
  }),
  compile('GET', `${U}/consent`, (ctx, p) => {
    const uid = requireUser(ctx, p['userId'] ?? '');
    const rows = ctx.db
      .prepare<[string], { uuid: string; user_email: string; type: string; subscribed: number }>(
        'SELECT * FROM consents WHERE user_email = ? AND anonymous = 0 ORDER BY created_at',
      )
      .all(uid);
    return {
      consents: rows.map((r) => ({
        uuid: r.uuid,
        userEmail: r.user_email,
        type: r.type,
        subscribed: r.subscribed === 1,
      })),
    };
  }),
  compile('GET', '/consent/{id}', (ctx, p) => {
    const r = ownedConsent(ctx, p['id'] ?? '');
    return { uuid: r.uuid, userEmail: r.user_email, type: r.type, subscribed: r.subscribed === 1 };
  }),
  compile('DELETE', '/consent/{id}', (ctx, p) => {
    ctx.db
      .prepare('DELETE FROM consents WHERE uuid = ?')
      .run(ownedConsent(ctx, p['id'] ?? '').uuid);
    return undefined;
  }),
  compile('GET', `${U}/adyen/card/storedcards`, (ctx, p) => {
    const uid = requireUser(ctx, p['userId'] ?? '');
    const rows = ctx.db
      .prepare<
        [string],
        {
          id: string;
          type: string;
          number: string;
          holder: string;
          exp_month: string;
          exp_year: string;
        }
      >('SELECT * FROM stored_cards WHERE user_uid = ? ORDER BY id')
      .all(uid);
    return {
      storedCards: rows.map((c) => ({
        id: c.id,
        type: c.type,
        number: c.number,
        holderName: c.holder,
        expiryDate: { month: c.exp_month, year: c.exp_year },
      })),
    };
  }),
  compile('DELETE', `${U}/adyen/card/storedcards`, (ctx, p) => {
    const uid = requireUser(ctx, p['userId'] ?? '');
    const id = parse(z.string().min(1).max(64), ctx.query['id'] ?? ctx.query['storedCardId'], 'id');
    if (
      ctx.db.prepare('DELETE FROM stored_cards WHERE id = ? AND user_uid = ?').run(id, uid)
        .changes === 0
    )
      throw notFound('UnknownIdentifierError', 'Card not found', id);
    return undefined;
  }),
  compile('POST', `${U}/referFriends`, (ctx, p) => {
    const uid = requireUser(ctx, p['userId'] ?? '');
    const { referFriends } = parse(
      z.object({ referFriends: z.array(z.email().max(200)).min(1).max(20) }),
      ctx.body,
    );
    const insert = ctx.db.prepare(
      'INSERT INTO refer_friends (user_uid, email, created_at) VALUES (?, ?, ?)',
    );
    for (const email of referFriends) insert.run(uid, email, iso(ctx));
    return respond(201, { invited: referFriends.length });
  }),
];
