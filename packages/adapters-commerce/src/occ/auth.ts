import type { OccCallOptions, OccHttp } from './http.js';
import { accessTokenSchema, type AccessToken } from './schemas/token.schema.js';

function credentials(http: OccHttp): Record<string, string> {
  const client = http.options.clientCredentials;
  return client ? { client_id: client.clientId, client_secret: client.clientSecret } : {};
}

/**
 * docs/product/commerce-api.md §3: the auth endpoint with the password and client_credentials
 * grants.
 */
export function createAuthCalls(http: OccHttp) {
  const grant = (form: Record<string, string>, options?: OccCallOptions): Promise<AccessToken> =>
    http.call({
      method: 'POST',
      path: http.options.authPath,
      root: true,
      auth: 'none',
      form: { ...form, ...credentials(http) },
      schema: accessTokenSchema(),
      signal: options?.signal,
    });

  return {
    /**
     * Rejects with an `invalid_grant` error for wrong credentials (docs/product/accounts.md §9).
     */
    login(username: string, password: string, options?: OccCallOptions): Promise<AccessToken> {
      return grant({ grant_type: 'password', username, password }, options);
    },
    /** Uncached: the client goes through the throttled cache (client-token.ts). */
    requestClientToken(): Promise<AccessToken> {
      return grant({ grant_type: 'client_credentials' });
    },
  };
}
export type AuthCalls = ReturnType<typeof createAuthCalls>;
