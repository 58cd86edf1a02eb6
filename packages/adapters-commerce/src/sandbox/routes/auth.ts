import { z } from 'zod';
import type { SandboxContext } from '../context.js';
import { OccError } from '../errors.js';
import { parse } from '../http.js';
import { randomToken, verifyPassword } from '../passwords.js';
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

/**
 * POST /authorizationserver/oauth/token: the password grant (a user token) and the
 * client_credentials grant (the system token anonymous calls use). Form or JSON body, and
 * the body only: credentials in the query string are refused (query-credentials.ts).
 */
export function issueToken(ctx: SandboxContext): Record<string, unknown> {
  refuseQueryCredentials(ctx.query, ['username', 'password', 'client_secret'], { oauth: true });
  const input = parse(tokenSchema, ctx.body ?? {});
  const clientId = input.client_id ?? 'mobile_android';
  let uid: string | null = null;
  if (input.grant_type === 'password') {
    // The studio line appends a suffix to the username at login (spec 3, 4); strip it.
    const username = input.username
      .trim()
      .toLowerCase()
      .replace(/\|suot$/, '');
    const user = ctx.db
      .prepare<[string], { uid: string; password_hash: string }>(
        'SELECT uid, password_hash FROM users WHERE uid = ?',
      )
      .get(username);
    if (!user || !verifyPassword(input.password, user.password_hash)) throw invalidGrant();
    uid = user.uid;
  }
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

/** The bearer token of a request, if valid and not expired. */
export function readToken(
  ctx: Pick<SandboxContext, 'db' | 'now'>,
  header: string | undefined,
): { userUid: string | null; clientId: string } | null | 'invalid' {
  if (!header) return null;
  const match = /^bearer\s+(\S+)$/i.exec(header.trim());
  if (!match?.[1]) return 'invalid';
  const row = ctx.db
    .prepare<[string], { user_uid: string | null; client_id: string; expires_at: string }>(
      'SELECT user_uid, client_id, expires_at FROM tokens WHERE token = ?',
    )
    .get(match[1]);
  if (!row || row.expires_at < ctx.now().toISOString()) return 'invalid';
  return { userUid: row.user_uid, clientId: row.client_id };
}
