import type { ClientTokenProvider } from './http.js';
import type { AccessToken } from './schemas/token.schema.js';

/** docs/product/accounts.md §2.5: the client token is asked for at most once every 5 seconds. */
export const CLIENT_TOKEN_THROTTLE_MS = 5_000;
/** Renew a little before the server's expiry so no call travels with a dying token. */
const EXPIRY_MARGIN_MS = 10_000;

interface Cached {
  token: string;
  expiresAt: number;
  stale: boolean;
}

/**
 * The client_credentials token, cached until it expires or the back-end refuses it. However
 * many calls need it at once and however often it is refused, the token endpoint is asked at
 * most once per throttle window; inside the window callers share the last answer (the token,
 * even if stale, or the error).
 */
export function createClientTokenCache(
  fetchToken: () => Promise<AccessToken>,
  now: () => number,
  throttleMs = CLIENT_TOKEN_THROTTLE_MS,
): ClientTokenProvider {
  let cached: Cached | null = null;
  let inflight: Promise<string> | null = null;
  let lastAskedAt = Number.NEGATIVE_INFINITY;
  let lastError: unknown = null;

  function usable(at: number): boolean {
    return cached !== null && !cached.stale && at < cached.expiresAt;
  }

  async function ask(): Promise<string> {
    lastAskedAt = now();
    try {
      const answer = await fetchToken();
      const lifetime =
        answer.expiresIn === undefined ? Number.POSITIVE_INFINITY : answer.expiresIn * 1000;
      cached = {
        token: answer.accessToken,
        expiresAt: lastAskedAt + Math.max(0, lifetime - EXPIRY_MARGIN_MS),
        stale: false,
      };
      lastError = null;
      return answer.accessToken;
    } catch (error) {
      lastError = error;
      throw error;
    } finally {
      inflight = null;
    }
  }

  return {
    token() {
      const at = now();
      if (usable(at) && cached) return Promise.resolve(cached.token);
      if (inflight) return inflight;
      if (at - lastAskedAt < throttleMs) {
        if (lastError !== null) return Promise.reject(lastError as Error);
        if (cached) return Promise.resolve(cached.token);
      }
      inflight = ask();
      return inflight;
    },
    invalidate() {
      if (cached) cached.stale = true;
    },
  };
}
