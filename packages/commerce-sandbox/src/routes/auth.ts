import { z } from 'zod';
import type { SandboxContext, TokenInfo } from '../context.js';
import { OccError } from '../errors.js';
import { parse } from '../http.js';
import { afterFailure, LOGIN_THROTTLE, lockedFor, type FailureWindow } from '../login-throttle.js';
import { hashPassword, needsRehash, randomToken, verifyPassword } from '../passwords.js';
import { refuseQueryCredentials } from '../query-credentials.js';

const TOKEN_TTL_SECONDS = 43_200;

const tokenSchema = z.discriminatedUnion('grant_type', [
  z.object({
    grant_type: z.literal('password'),
    username: z.string().min(1).max(200),
    password: z.string().min(1).max(200),
    client_id: z.string().max(100).optional(),
    client_secret: z.string().max(200).optional(),
  }),
  z.object({
    grant_type: z.literal('client_credentials'),
    client_id: z.string().max(100).optional(),
    client_secret: z.string().max(200).optional(),
  }),
]);

function invalidGrant(): OccError {
  // OAuth clients read `error`; OCC clients read `errors[]`: the answer carries both.
  return new OccError(
    400,
    [{ type: 'InvalidGrantError', message: 'Bad credentials', reason: 'invalid_grant' }],
    { error: 'invalid_grant', error_description: 'Bad credentials' },
  );
}

function tooManyFailures(seconds: number): OccError {
  const message = `Too many failed logins for this account; try again in ${seconds} seconds`;
  return new OccError(
    429,
    [
      {
        type: 'TooManyLoginAttemptsError',
        message,
        reason: 'tooManyAttempts',
        subject: 'username',
      },
    ],
    { error: 'temporarily_unavailable', error_description: message },
    { 'retry-after': String(seconds) },
  );
}

type TokenContext = Pick<SandboxContext, 'db' | 'now' | 'query' | 'body' | 'passwords'>;

function failuresOf(ctx: TokenContext, username: string): FailureWindow | undefined {
  const row = ctx.db
    .prepare<[string], { failures: number; window_start: number }>(
      'SELECT failures, window_start FROM login_failures WHERE username = ?',
    )
    .get(username);
  return row ? { failures: row.failures, windowStart: row.window_start } : undefined;
}

function issue(ctx: TokenContext, uid: string | null, clientId: string): Record<string, unknown> {
  const token = randomToken();
  const expires = new Date(ctx.now().getTime() + TOKEN_TTL_SECONDS * 1000).toISOString();
  ctx.db
    .prepare('INSERT INTO tokens (token, user_uid, client_id, expires_at) VALUES (?, ?, ?, ?)')
    .run(token, uid, clientId, expires);
  return {
    access_token: token,
    token_type: 'bearer',
    expires_in: TOKEN_TTL_SECONDS,
    scope: uid ? 'basic openid' : 'extended',
  };
}

/**
 * POST /authorizationserver/oauth/token: the password grant (a user token) and the
 * client_credentials grant (the system token anonymous calls use). Form or JSON body, and
 * the body only: credentials in the query string are refused (query-credentials.ts).
 *
 * The password grant: a throttled account is refused before any hashing; the password is
 * verified off the event loop, outside any transaction (an unknown username against the
 * dummy hash, so it takes as long); then one transaction counts the failure or clears the
 * count and issues the token.
 */
export async function issueToken(ctx: TokenContext): Promise<Record<string, unknown>> {
  refuseQueryCredentials(ctx.query, ['username', 'password', 'client_secret'], { oauth: true });
  const input = parse(tokenSchema, ctx.body ?? {});
  const clientId = input.client_id ?? 'mobile_android';
  if (input.grant_type === 'client_credentials') {
    return ctx.db.transaction(() => issue(ctx, null, clientId))();
  }
  // The studio line appends a suffix to the username at login (docs/product/accounts.md §2.2);
  // strip it.
  const username = input.username
    .trim()
    .toLowerCase()
    .replace(/\|suot$/, '');
  const locked = lockedFor(failuresOf(ctx, username), ctx.now().getTime());
  if (locked !== null) throw tooManyFailures(locked);
  const user = ctx.db
    .prepare<[string], { uid: string; password_hash: string }>(
      'SELECT uid, password_hash FROM users WHERE uid = ?',
    )
    .get(username);
  const stored = user?.password_hash ?? ctx.passwords.dummyHash;
  const ok = (await verifyPassword(input.password, stored)) && user !== undefined;
  // A hash from a cheaper time (or the old format) is redone now that the password is known.
  const rehashed =
    ok && needsRehash(stored, ctx.passwords.cost)
      ? await hashPassword(input.password, ctx.passwords.cost)
      : null;
  const outcome = ctx.db.transaction(() => {
    const now = ctx.now().getTime();
    const failures = failuresOf(ctx, username);
    // Guesses sent in parallel all got past the first check: the count decides again here.
    const lockedNow = lockedFor(failures, now);
    if (lockedNow !== null) return { lockedFor: lockedNow };
    if (!ok || !user) {
      const next = afterFailure(failures, now);
      // Windows that are over count for nothing: dropped, so guessed names don't pile up.
      ctx.db
        .prepare('DELETE FROM login_failures WHERE window_start <= ?')
        .run(now - LOGIN_THROTTLE.windowMs);
      ctx.db
        .prepare(
          'INSERT INTO login_failures (username, failures, window_start) VALUES (?, ?, ?) ON CONFLICT(username) DO UPDATE SET failures = excluded.failures, window_start = excluded.window_start',
        )
        .run(username, next.failures, next.windowStart);
      return { failed: true as const };
    }
    ctx.db.prepare('DELETE FROM login_failures WHERE username = ?').run(username);
    if (rehashed)
      ctx.db
        .prepare('UPDATE users SET password_hash = ? WHERE uid = ? AND password_hash = ?')
        .run(rehashed, user.uid, stored);
    return { answer: issue(ctx, user.uid, clientId) };
  })();
  // Thrown after the transaction, so the failure it counted stays counted.
  if ('lockedFor' in outcome) throw tooManyFailures(outcome.lockedFor);
  if ('failed' in outcome) throw invalidGrant();
  return outcome.answer;
}

/** The bearer token of a request, if valid and not expired. */
export function readToken(
  ctx: Pick<SandboxContext, 'db' | 'now'>,
  header: string | undefined,
): TokenInfo | null | 'invalid' {
  if (!header) return null;
  const match = /^bearer\s+(\S+)$/i.exec(header.trim());
  if (!match?.[1]) return 'invalid';
  const row = ctx.db
    .prepare<[string], { user_uid: string | null; client_id: string; expires_at: string }>(
      'SELECT user_uid, client_id, expires_at FROM tokens WHERE token = ?',
    )
    .get(match[1]);
  if (!row || row.expires_at < ctx.now().toISOString()) return 'invalid';
  return { token: match[1], userUid: row.user_uid, clientId: row.client_id };
}
