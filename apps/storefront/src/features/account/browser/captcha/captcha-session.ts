// The registration captcha in the browser (ADR 0028): a proof of work the storefront's own
// server issues and checks. Nothing here is third-party and nothing is stored. The solver
// (altcha-lib and zod) is a lazy chunk, fetched when the form is first touched, so no page
// pays for it on first load; solving starts then too, while the shopper types.
import type { SolvedCaptcha } from './captcha-solver.js';

/** A solution this close to its expiry is not sent: the server could see it expired. */
const EXPIRY_MARGIN_MS = 30_000;

export interface CaptchaSession {
  /** Starts fetching and solving a challenge in the background (idempotent). */
  prepare(): void;
  /** A solved token for one submission; each call spends the one prepared before it. */
  token(): Promise<string>;
}

export interface CaptchaSessionOptions {
  /** Fetches and solves one challenge; the lazily loaded solver by default. */
  solve?: () => Promise<SolvedCaptcha>;
  now?: () => number;
}

const lazySolve = async (): Promise<SolvedCaptcha> =>
  (await import('./captcha-solver.js')).solveCaptcha();

export function createCaptchaSession(options: CaptchaSessionOptions = {}): CaptchaSession {
  const solve = options.solve ?? lazySolve;
  const now = options.now ?? Date.now;
  let pending: Promise<SolvedCaptcha> | null = null;
  const start = () => {
    const current = solve();
    pending = current;
    // A failed solve (offline, a deploy meanwhile) is started afresh by the next call.
    current.catch(() => {
      if (pending === current) pending = null;
    });
    return current;
  };
  return {
    prepare() {
      if (!pending) void start().catch(() => undefined);
    },
    async token() {
      let solved = await (pending ?? start());
      if (solved.expiresAtMs - now() < EXPIRY_MARGIN_MS) solved = await start();
      // Spent: the next submission (after a refused registration) needs a new one.
      pending = null;
      return solved.token;
    },
  };
}
