// The password grant through the storefront proxy. The proxy keeps the token in its httpOnly
// cookie and answers only that the login worked (commerce-proxy.ts, ADR 0006), so this call
// cannot go through the OCC client's auth.login, whose schema wants the token itself.
import type { StoredSession } from '@atelier/core-loyalty';
import { z } from 'zod';

/**
 * What the session machine keeps as "the stored session" in the browser: a stand-in, never
 * the token (the browser cannot read it); the proxy adds the real one to every call.
 */
export const PROXY_SESSION: StoredSession = { accessToken: 'httpOnly-cookie' };

const proxyTokenAnswer = z.object({
  authenticated: z.literal(true),
  expires_in: z.number().positive().optional(),
});

/** A refused call, shaped like the OCC client's errors so the core classifiers read it. */
export class ProxyCallError extends Error {
  constructor(
    readonly status: number,
    readonly data: unknown,
  ) {
    super(`The commerce proxy answered ${status}`);
    this.name = 'ProxyCallError';
  }
}

async function bodyOf(response: Response): Promise<unknown> {
  try {
    return (await response.json()) as unknown;
  } catch {
    return null;
  }
}

/**
 * Resolves with the session stand-in once the proxy set the cookie; rejects with the
 * back-end's envelope (`invalid_grant` for wrong credentials) or a network error.
 */
export async function proxyLogin(
  proxyBase: string,
  username: string,
  password: string,
  fetcher: typeof fetch = fetch,
): Promise<StoredSession> {
  const response = await fetcher(`${proxyBase}/authorizationserver/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({ grant_type: 'password', username, password }).toString(),
    credentials: 'same-origin',
  });
  const body = await bodyOf(response);
  if (!response.ok) throw new ProxyCallError(response.status, body);
  if (!proxyTokenAnswer.safeParse(body).success) throw new ProxyCallError(502, body);
  return PROXY_SESSION;
}

/** The proxy's logout: it expires the token cookie and its readable hint. */
export async function proxyLogout(proxyBase: string, fetcher: typeof fetch = fetch): Promise<void> {
  const response = await fetcher(`${proxyBase}/logout`, {
    method: 'POST',
    credentials: 'same-origin',
  });
  if (!response.ok) throw new ProxyCallError(response.status, await bodyOf(response));
}
