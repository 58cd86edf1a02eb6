/**
 * The busy page's script (ADR 0064): while the server's renders are overloaded, a shopper who
 * asked for a page gets a 503 page that loads the page by itself once there is room, instead
 * of an error to reload by hand. It asks `RENDER_ROOM_PATH` (no render, a few bytes) after
 * the Retry-After seconds, then after twice, four and eight times that, each stretched by up
 * to half at random so the waiting browsers do not come back together, and reloads the page
 * only when the server says it has room. The attempt count survives those reloads (session
 * storage) so a reload that met a full queue again keeps backing off.
 *
 * The functions below are written out whole into the served script (`Function.prototype
 * .toString`), so each stays self-contained: no imports, no outer names, ES2017.
 */
export const BUSY_RETRY_SCRIPT_PATH = '/busy-retry.js';
export const RENDER_ROOM_PATH = '/api/render-room';

/** The longest wait between two tries. */
export const BUSY_RETRY_MAX_DELAY_MS = 60_000;
/** Attempts older than this start again from the first delay (a new busy spell). */
export const BUSY_RETRY_FORGET_MS = 300_000;

/** Milliseconds before try `attempt` (0-based): Retry-After × 2^attempt (up to 8×) × 1-1.5. */
export function busyRetryDelayMs(attempt: number, retryAfterS: number, random: number): number {
  const doubling = Math.pow(2, Math.min(Math.max(attempt, 0), 3));
  const spread = 1 + Math.min(Math.max(random, 0), 1) / 2;
  return Math.min(Math.round(retryAfterS * 1000 * doubling * spread), 60_000);
}

/** What the script needs from the browser; tests give their own. */
export interface BusyRetryEnv {
  retryAfterS: number;
  now(): number;
  random(): number;
  wait(ms: number, then: () => void): void;
  /** True when the server can take a render now; false when busy or unreachable. */
  probe(): Promise<boolean>;
  reload(): void;
  readAttempts(): { count: number; at: number } | null;
  writeAttempts(attempts: { count: number; at: number }): void;
  /** Shows the "it will load by itself" text in place of "try again in a few seconds". */
  showWaiting(): void;
}

/** Waits, asks for room, reloads when there is some; backs off when there is none. */
export function busyRetry(env: BusyRetryEnv, delayMs: typeof busyRetryDelayMs): void {
  const forgetMs = 300_000;
  const kept = env.readAttempts();
  let attempt = kept && env.now() - kept.at < forgetMs ? kept.count : 0;
  env.showWaiting();
  const tryOnce = (): void => {
    env.wait(delayMs(attempt, env.retryAfterS, env.random()), () => {
      attempt += 1;
      env.writeAttempts({ count: attempt, at: env.now() });
      env.probe().then(
        (room) => {
          if (room) env.reload();
          else tryOnce();
        },
        () => tryOnce(),
      );
    });
  };
  tryOnce();
}

/** The browser's side of `BusyRetryEnv`, read from the page the script is in. */
function startInBrowser(run: typeof busyRetry, delayMs: typeof busyRetryDelayMs): void {
  const root = document.documentElement;
  const key = 'atelier-busy-retry:' + location.pathname + location.search;
  const retryAfterS = Number(root.getAttribute('data-retry-after')) || 5;
  run(
    {
      retryAfterS,
      now: () => Date.now(),
      random: () => Math.random(),
      wait: (ms, then) => void setTimeout(then, ms),
      probe: () =>
        fetch('/api/render-room', { cache: 'no-store', credentials: 'omit' }).then(
          (response) => response.status === 204,
        ),
      reload: () => location.reload(),
      readAttempts: () => {
        try {
          const value = JSON.parse(sessionStorage.getItem(key) ?? 'null') as {
            count?: unknown;
            at?: unknown;
          } | null;
          return value && typeof value.count === 'number' && typeof value.at === 'number'
            ? { count: value.count, at: value.at }
            : null;
        } catch {
          return null;
        }
      },
      writeAttempts: (attempts) => {
        try {
          sessionStorage.setItem(key, JSON.stringify(attempts));
        } catch {
          // Storage refused (private mode, quota): the backoff starts again after a reload.
        }
      },
      showWaiting: () => {
        for (const node of Array.from(document.querySelectorAll('[data-busy-manual]')))
          node.setAttribute('hidden', '');
        for (const node of Array.from(document.querySelectorAll('[data-busy-waiting]')))
          node.removeAttribute('hidden');
      },
    },
    delayMs,
  );
}

/** The served script: the three functions above, written out, started at once. */
export const BUSY_RETRY_SCRIPT = `"use strict";(${startInBrowser.toString()})(${busyRetry.toString()},${busyRetryDelayMs.toString()});\n`;
