import { z } from 'zod';
import { lazySchema } from './lazy-schema.js';

/** The OAuth 2 token answer (RFC 6749, 5.1). */
export const tokenWireSchema = lazySchema(() =>
  z.object({
    access_token: z.string().min(1),
    token_type: z.string(),
    expires_in: z.number().nonnegative().optional(),
    refresh_token: z.string().optional(),
    scope: z.string().optional(),
  }),
);

export interface AccessToken {
  accessToken: string;
  refreshToken?: string;
  /** Seconds, as the server said. */
  expiresIn?: number;
}

export const accessTokenSchema = lazySchema(() =>
  tokenWireSchema().transform((wire): AccessToken => ({
    accessToken: wire.access_token,
    ...(wire.refresh_token !== undefined ? { refreshToken: wire.refresh_token } : {}),
    ...(wire.expires_in !== undefined ? { expiresIn: wire.expires_in } : {}),
  })),
);
