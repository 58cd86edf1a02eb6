import type { PasswordPolicy, SandboxContext } from '../context.js';
import { OccError } from '../errors.js';
import { sendJson } from '../http.js';
import { pageRoute, type PageRoute } from '../page-route.js';
import { issueToken, revokeToken } from './auth.js';

export const TOKEN_PATH = '/authorizationserver/oauth/token';
export const REVOKE_PATH = '/authorizationserver/oauth/revoke';

export interface TokenEndpointDeps {
  db: SandboxContext['db'];
  now: () => Date;
  passwords: PasswordPolicy;
}

/**
 * The OAuth token endpoint (routes/auth.ts issues the token). It takes form bodies, as OAuth
 * clients send them, and answers any other method than POST with a 405.
 */
export function tokenRoute(deps: TokenEndpointDeps): PageRoute {
  return pageRoute(
    '*',
    TOKEN_PATH,
    async ({ res, method, query, body }) => {
      if (method !== 'POST')
        throw OccError.of(405, { type: 'MethodNotAllowedError', message: 'Use POST' });
      sendJson(res, 200, await issueToken({ ...deps, query, body }));
    },
    { body: 'json-or-form' },
  );
}

/** RFC 7009 token revocation: `token` in a form or JSON body; 200 whether it existed or not. */
export function revokeRoute(deps: Pick<TokenEndpointDeps, 'db'>): PageRoute {
  return pageRoute(
    '*',
    REVOKE_PATH,
    async ({ res, method, body }) => {
      if (method !== 'POST')
        throw OccError.of(405, { type: 'MethodNotAllowedError', message: 'Use POST' });
      const token = (body as { token?: unknown } | undefined)?.token;
      if (typeof token !== 'string' || token === '' || token.length > 200)
        throw OccError.of(400, {
          type: 'InvalidRequestError',
          message: 'token is required',
          subject: 'token',
        });
      revokeToken(deps.db, token);
      sendJson(res, 200, {});
    },
    { body: 'json-or-form' },
  );
}
