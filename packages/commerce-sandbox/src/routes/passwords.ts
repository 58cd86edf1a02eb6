import { z } from 'zod';
import { iso, requireUser, respond, type SandboxContext } from '../context.js';
import type { SandboxDb } from '../db.js';
import { compile, compileWithPrepare, parse, type Route } from '../http.js';
import { OccError } from '../errors.js';
import { hashPassword, randomToken, tokenDigest, verifyPassword } from '../passwords.js';
import { refuseQueryCredentials } from '../query-credentials.js';
import { passwordSchema, userRow } from './users.js';

/** A reset link is good for an hour, once. */
export const RESET_TOKEN_TTL_MS = 60 * 60_000;

const invalidResetToken = (): OccError =>
  OccError.of(400, {
    type: 'InvalidTokenError',
    message: 'Invalid or expired password reset token',
    reason: 'invalid',
    subject: 'token',
  });

/**
 * After a password change: every other session of the user ends (their access tokens go,
 * `keep` aside: the session that made the change) and every pending reset link dies, so
 * whoever knew the old password or held an old link is out.
 */
function endOtherSessions(db: SandboxDb, uid: string, keep: string | null): void {
  db.prepare('DELETE FROM tokens WHERE user_uid = ? AND token IS NOT ?').run(uid, keep);
  db.prepare('DELETE FROM password_tokens WHERE user_uid = ?').run(uid);
}

/** The reset token's user, if it is still good at `now` (epoch ms). Rows hold its digest. */
function resetTokenUser(db: SandboxDb, token: string, now: number): string | null {
  const row = db
    .prepare<[string], { user_uid: string; created_at: string }>(
      'SELECT user_uid, created_at FROM password_tokens WHERE token = ?',
    )
    .get(tokenDigest(token));
  if (!row) return null;
  return Date.parse(row.created_at) + RESET_TOKEN_TTL_MS > now ? row.user_uid : null;
}

/**
 * Password change, reset request and restore (docs/product/commerce-api.md §3). Secrets come in the
 * JSON body only; hashing and verifying run before the transaction, off the event loop.
 */
export const passwordRoutes: Route<SandboxContext>[] = [
  compileWithPrepare(
    'PUT',
    '/users/{userId}/password',
    async (ctx, p) => {
      const uid = requireUser(ctx, p['userId'] ?? '');
      refuseQueryCredentials(ctx.query, ['old', 'new', 'password']);
      const input = parse(
        z.object({ old: z.string().min(1).max(100), new: passwordSchema }).loose(),
        ctx.body ?? {},
      );
      const current = userRow(ctx, uid).password_hash;
      if (!(await verifyPassword(input.old, current))) {
        throw OccError.of(400, {
          type: 'PasswordMismatchError',
          message: 'Old password is wrong',
          reason: 'invalid',
          subject: 'old',
        });
      }
      return { uid, current, hash: await hashPassword(input.new, ctx.passwords.cost) };
    },
    (ctx, _p, { uid, current, hash }) => {
      // Only over the hash that was verified: a change made meanwhile wins, this one fails.
      const changed = ctx.db
        .prepare('UPDATE users SET password_hash = ? WHERE uid = ? AND password_hash = ?')
        .run(hash, uid, current).changes;
      if (changed === 0) {
        throw OccError.of(409, {
          type: 'ConflictError',
          message: 'The password was changed meanwhile; try again',
          reason: 'conflict',
        });
      }
      endOtherSessions(ctx.db, uid, ctx.token?.token ?? null);
      return respond(202, undefined);
    },
  ),
  // The reset token goes by e-mail in production; the sandbox hands it back in a header
  // so tests can finish the flow. Unknown e-mails get the same 202, without a token.
  compile('POST', '/forgottenpasswordtokens', (ctx) => {
    const userId = parse(
      z.email().max(200),
      ctx.query['userId'] ?? (ctx.body as { userId?: unknown } | undefined)?.userId,
      'userId',
    ).toLowerCase();
    const token = randomToken();
    // Links past their hour are worthless: dropped here rather than left to pile up.
    ctx.db
      .prepare('DELETE FROM password_tokens WHERE created_at <= ?')
      .run(new Date(ctx.now().getTime() - RESET_TOKEN_TTL_MS).toISOString());
    if (ctx.db.prepare('SELECT 1 FROM users WHERE uid = ?').get(userId)) {
      ctx.db
        .prepare('INSERT INTO password_tokens (token, user_uid, created_at) VALUES (?, ?, ?)')
        .run(tokenDigest(token), userId, iso(ctx));
      return respond(202, undefined, { 'x-sandbox-reset-token': token });
    }
    return respond(202, undefined);
  }),
  compileWithPrepare(
    'POST',
    '/restoreforgottenpassword',
    async (ctx) => {
      refuseQueryCredentials(ctx.query, ['token', 'new', 'password']);
      const input = parse(
        z.object({ token: z.string().min(1).max(200), new: passwordSchema }).loose(),
        ctx.body ?? {},
      );
      // A bad token costs no hashing.
      if (!resetTokenUser(ctx.db, input.token, ctx.now().getTime())) throw invalidResetToken();
      return { token: input.token, hash: await hashPassword(input.new, ctx.passwords.cost) };
    },
    (ctx, _p, { token, hash }) => {
      // Checked again inside: a parallel restore with the same token may have used it.
      const uid = resetTokenUser(ctx.db, token, ctx.now().getTime());
      if (!uid) throw invalidResetToken();
      ctx.db.prepare('UPDATE users SET password_hash = ? WHERE uid = ?').run(hash, uid);
      // The link is used up with the others, every session ends, and the owner, who
      // proved control of the mailbox, is no longer locked out by failed logins.
      endOtherSessions(ctx.db, uid, null);
      ctx.db.prepare('DELETE FROM login_failures WHERE username = ?').run(uid);
      return respond(202, undefined);
    },
  ),
];
