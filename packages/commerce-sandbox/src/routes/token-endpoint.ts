import type { PasswordPolicy, SandboxContext } from '../context.js';
import { OccError } from '../errors.js';
import { sendJson } from '../http.js';
import { pageRoute, type PageRoute } from '../page-route.js';
import { issueToken } from './auth.js';

export const TOKEN_PATH = '/authorizationserver/oauth/token';

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
