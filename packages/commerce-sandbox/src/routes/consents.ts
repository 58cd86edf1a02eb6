import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import { iso, requireUser, resolveUser, respond, type SandboxContext } from '../context.js';
import { compile, parse, type Route } from '../http.js';
import { notFound, validation } from '../errors.js';

const U = '/users/{userId}';

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
    const email = uid ?? input.userEmail;
    if (!email) throw validation('userEmail is required for anonymous consent', 'userEmail');
    const uuid = randomUUID();
    ctx.db
      .prepare(
        'INSERT INTO consents (uuid, user_email, type, subscribed, created_at) VALUES (?, ?, ?, ?, ?)',
      )
      .run(uuid, email, input.type.toLowerCase(), input.subscribed ? 1 : 0, iso(ctx));
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
        'SELECT * FROM consents WHERE user_email = ? ORDER BY created_at',
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
    const r = ctx.db
      .prepare<[string], { uuid: string; user_email: string; type: string; subscribed: number }>(
        'SELECT * FROM consents WHERE uuid = ?',
      )
      .get(p['id'] ?? '');
    if (!r) throw notFound('UnknownIdentifierError', 'Consent not found', p['id']);
    return { uuid: r.uuid, userEmail: r.user_email, type: r.type, subscribed: r.subscribed === 1 };
  }),
  compile('DELETE', '/consent/{id}', (ctx, p) => {
    if (ctx.db.prepare('DELETE FROM consents WHERE uuid = ?').run(p['id'] ?? '').changes === 0)
      throw notFound('UnknownIdentifierError', 'Consent not found', p['id']);
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
