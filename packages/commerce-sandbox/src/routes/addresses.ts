import { randomUUID } from 'node:crypto';
import { requireUser, respond, type SandboxContext } from '../context.js';
import { compile, type Route } from '../http.js';
import { notFound, OccError } from '../errors.js';
import { addressSchema } from '../schemas.js';

function addresses(ctx: SandboxContext, uid: string) {
  return ctx.db
    .prepare<[string], { id: string; is_default: number; data: string }>(
      'SELECT * FROM addresses WHERE user_uid = ? ORDER BY id',
    )
    .all(uid)
    .map((a) => ({
      ...(JSON.parse(a.data) as object),
      id: a.id,
      defaultAddress: a.is_default === 1,
    }));
}

function saveAddress(
  ctx: SandboxContext,
  uid: string,
  id: string,
  body: unknown,
  errorCode: string,
) {
  const result = addressSchema.safeParse(body);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw OccError.of(400, {
      type: 'ValidationError',
      message: issue?.message ?? 'Invalid address',
      reason: issue?.path.join('.') ?? 'address',
      subject: issue?.path.join('.') ?? 'address',
      errorCode,
    });
  }
  const address = result.data;
  const hasAny =
    ctx.db
      .prepare<[string], { n: number }>('SELECT COUNT(*) AS n FROM addresses WHERE user_uid = ?')
      .get(uid)?.n ?? 0;
  const makeDefault = address.defaultAddress === true || hasAny === 0;
  if (makeDefault)
    ctx.db.prepare('UPDATE addresses SET is_default = 0 WHERE user_uid = ?').run(uid);
  ctx.db
    .prepare(
      'INSERT INTO addresses (id, user_uid, is_default, data) VALUES (?, ?, ?, ?) ON CONFLICT(id) DO UPDATE SET data = excluded.data, is_default = MAX(is_default, excluded.is_default)',
    )
    .run(id, uid, makeDefault ? 1 : 0, JSON.stringify({ ...address, id }));
  return { ...address, id, defaultAddress: makeDefault };
}

const U = '/users/{userId}';

/** A user's address book; the first address, or one flagged so, is the default. */
export const addressRoutes: Route<SandboxContext>[] = [
  compile('GET', `${U}/addresses`, (ctx, p) => ({
    addresses: addresses(ctx, requireUser(ctx, p['userId'] ?? '')),
  })),
  compile('POST', `${U}/addresses`, (ctx, p) => {
    const uid = requireUser(ctx, p['userId'] ?? '');
    return respond(
      201,
      saveAddress(ctx, uid, `addr-${randomUUID()}`, ctx.body, 'users-address.validationError-002'),
    );
  }),
  ...(['PUT', 'PATCH'] as const).map((method) =>
    compile<SandboxContext>(method, `${U}/addresses/{addressId}`, (ctx, p) => {
      const uid = requireUser(ctx, p['userId'] ?? '');
      const id = p['addressId'] ?? '';
      if (!ctx.db.prepare('SELECT 1 FROM addresses WHERE id = ? AND user_uid = ?').get(id, uid))
        throw notFound('UnknownIdentifierError', `Address ${id} not found`, id);
      return saveAddress(ctx, uid, id, ctx.body, 'users-addressId.validationError-002');
    }),
  ),
  compile('DELETE', `${U}/addresses/{addressId}`, (ctx, p) => {
    const uid = requireUser(ctx, p['userId'] ?? '');
    const changes = ctx.db
      .prepare('DELETE FROM addresses WHERE id = ? AND user_uid = ?')
      .run(p['addressId'] ?? '', uid).changes;
    if (changes === 0)
      throw notFound('UnknownIdentifierError', 'Address not found', p['addressId']);
    return undefined;
  }),
];
