// Loaded on demand by ./captcha-session.ts. Solving runs on the main thread without blocking
// it: each try is one WebCrypto PBKDF2 call, which the browser computes off the main thread,
// so input and rendering go on between tries. No worker and no wasm: the page's CSP stays
// script-src 'self' (ADR 0028).
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { z } from 'zod';

export interface SolvedCaptcha {
  /** What the registration sends as reCaptchaToken. */
  token: string;
  expiresAtMs: number;
}

export const CAPTCHA_URL = '/api/captcha';
/** Far beyond the few hundred milliseconds a phone needs; past it the shopper is told. */
const SOLVE_TIMEOUT_MS = 30_000;

const hex = z.string().regex(/^[0-9a-f]+$/);
const challengeSchema = z.object({
  parameters: z.looseObject({
    algorithm: z.literal('PBKDF2/SHA-256'),
    cost: z.number().int().positive(),
    expiresAt: z.number().int().positive(),
    keyLength: z.number().int().positive(),
    keyPrefix: hex,
    nonce: hex,
    salt: hex,
  }),
  signature: hex,
});

export async function solveCaptcha(
  fetcher: typeof fetch = (input, init) => fetch(input, init),
): Promise<SolvedCaptcha> {
  const response = await fetcher(CAPTCHA_URL, {
    cache: 'no-store',
    headers: { accept: 'application/json' },
  });
  if (!response.ok) throw new Error(`captcha challenge: HTTP ${response.status}`);
  const raw = (await response.json()) as unknown;
  const challenge = challengeSchema.parse(raw);
  const solution = await solveChallenge({ challenge, deriveKey, timeout: SOLVE_TIMEOUT_MS });
  if (!solution) throw new Error('captcha: no solution in time');
  // The challenge goes back exactly as signed; it and the answer are ASCII, so btoa suffices.
  const token = btoa(
    JSON.stringify({
      challenge: raw,
      solution: { counter: solution.counter, derivedKey: solution.derivedKey },
    }),
  );
  return { token, expiresAtMs: challenge.parameters.expiresAt * 1000 };
}
