import { createHmac, randomInt } from 'node:crypto';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import { createMemoryReplayGuard, type ReplayGuard } from './captcha-replay.js';

/**
 * The registration captcha (ADR 0028): an ALTCHA proof of work this server signs and checks
 * itself. No third party, no cookie: the browser fetches a challenge from /api/captcha,
 * searches the counter whose PBKDF2 key starts with the signed prefix, and sends challenge
 * and answer as the registration's `reCaptchaToken`.
 */

export interface CaptchaWork {
  /** PBKDF2-SHA-256 iterations of one try. */
  cost: number;
  /** The answer (the number of tries) is drawn from this range. */
  minTries: number;
  maxTries: number;
}

/** Where the browser gets a challenge. */
export const CAPTCHA_PATH = '/api/captcha';

/**
 * 300 to 900 tries of 1,000 PBKDF2 iterations (0.3 to 0.9 million HMAC-SHA-256). Measured with
 * the shipped solver in Chromium on the 2-core machine here, challenge fetch included: median
 * 95 ms, max 193 ms; with 4x CPU throttling (a mid-range phone) median 399 ms, max 510 ms.
 * Verifying costs one HMAC; making a challenge one try (about 0.5 ms). ADR 0028.
 */
export const DEFAULT_CAPTCHA_WORK: CaptchaWork = { cost: 1_000, minTries: 300, maxTries: 900 };
/** Long enough to fill the form after the first keystroke started the solving. */
export const CAPTCHA_LIFETIME_MS = 5 * 60_000;
const ALGORITHM = 'PBKDF2/SHA-256';
/** A token is a few hundred bytes; anything much longer is not one. */
const MAX_TOKEN_LENGTH = 2_000;

export type CaptchaRefusal = 'missing' | 'malformed' | 'expired' | 'invalid' | 'replayed';
export type CaptchaVerdict = { ok: true } | { ok: false; reason: CaptchaRefusal };

export interface Captcha {
  /** A fresh signed challenge, as JSON for the browser. */
  challenge(): Promise<unknown>;
  /** Checks a `reCaptchaToken` and spends it: the same token is refused from then on. */
  verify(token: unknown): Promise<CaptchaVerdict>;
}

export interface CaptchaOptions {
  /** The server's session secret (SESSION_SECRET): the same on every instance. */
  secret: string;
  now?: () => number;
  replay?: ReplayGuard;
  work?: CaptchaWork;
}

const hex = (bytes: number) => z.string().regex(new RegExp(`^[0-9a-f]{${bytes * 2}}$`));

// Exactly the shape this server signs: anything else cannot carry a valid signature anyway.
const tokenSchema = z.strictObject({
  challenge: z.strictObject({
    parameters: z.strictObject({
      algorithm: z.literal(ALGORITHM),
      cost: z.number().int().positive().max(1_000_000),
      expiresAt: z.number().int().positive(),
      keyLength: z.literal(32),
      keyPrefix: hex(16),
      keySignature: hex(32),
      nonce: hex(16),
      salt: hex(16),
    }),
    signature: hex(32),
  }),
  solution: z.strictObject({
    counter: z.number().int().min(0).max(0xffffffff),
    derivedKey: hex(32),
  }),
});

/** The token travels as base64 of JSON, as ALTCHA's own widget sends it. */
export function encodeCaptchaToken(payload: unknown): string {
  return Buffer.from(JSON.stringify(payload)).toString('base64');
}

function decodeToken(token: string): z.infer<typeof tokenSchema> | null {
  if (token.length > MAX_TOKEN_LENGTH || !/^[A-Za-z0-9+/]+={0,2}$/.test(token)) return null;
  try {
    const parsed = tokenSchema.safeParse(JSON.parse(Buffer.from(token, 'base64').toString('utf8')));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** Separate keys for separate uses: the captcha's never signs a customer-group cookie. */
function subkey(secret: string, use: string): string {
  return createHmac('sha256', secret).update(`atelier captcha ${use}`).digest('base64url');
}

export function createCaptcha(options: CaptchaOptions): Captcha {
  const now = options.now ?? Date.now;
  const work = options.work ?? DEFAULT_CAPTCHA_WORK;
  const replay = options.replay ?? createMemoryReplayGuard();
  const signatureSecret = subkey(options.secret, 'challenge');
  const keySecret = subkey(options.secret, 'key');
  return {
    challenge: () =>
      createChallenge({
        algorithm: ALGORITHM,
        cost: work.cost,
        counter: randomInt(work.minTries, work.maxTries + 1),
        deriveKey,
        expiresAt: Math.floor((now() + CAPTCHA_LIFETIME_MS) / 1000),
        hmacSignatureSecret: signatureSecret,
        hmacKeySignatureSecret: keySecret,
      }),
    async verify(token) {
      if (typeof token !== 'string' || token === '') return { ok: false, reason: 'missing' };
      const payload = decodeToken(token);
      if (!payload) return { ok: false, reason: 'malformed' };
      // Our clock, before the library's own check (which reads Date.now()).
      const untilMs = payload.challenge.parameters.expiresAt * 1000;
      if (untilMs <= now()) return { ok: false, reason: 'expired' };
      const result = await verifySolution({
        challenge: payload.challenge,
        solution: payload.solution,
        deriveKey,
        hmacSignatureSecret: signatureSecret,
        hmacKeySignatureSecret: keySecret,
      });
      if (result.expired) return { ok: false, reason: 'expired' };
      if (!result.verified) return { ok: false, reason: 'invalid' };
      // Spent only once it is known to be good: refused guesses fill no memory.
      const fresh = await replay.firstUse(payload.challenge.signature, untilMs, now());
      return fresh ? { ok: true } : { ok: false, reason: 'replayed' };
    },
  };
}

/** The refusal as the shopper's browser and an API user read it. */
export const CAPTCHA_MESSAGES: Record<CaptchaRefusal, string> = {
  missing: 'The registration needs a solved captcha (reCaptchaToken); get one from /api/captcha',
  malformed: 'The captcha token is not one this shop issued',
  expired: 'The captcha has expired; solve a new one',
  invalid: 'The captcha solution is not valid',
  replayed: 'The captcha was already used; solve a new one',
};
