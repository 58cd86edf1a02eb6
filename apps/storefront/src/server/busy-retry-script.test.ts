import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BUSY_RETRY_FORGET_MS,
  BUSY_RETRY_MAX_DELAY_MS,
  BUSY_RETRY_SCRIPT,
  busyRetry,
  busyRetryDelayMs,
  type BusyRetryEnv,
} from './busy-retry-script.js';

/** A browser of the test's own: timers run when `tick` says, the server answers from a list. */
function fakeBrowser(options: {
  rooms: boolean[];
  kept?: { count: number; at: number } | null;
  now?: number;
}) {
  const waits: number[] = [];
  let pending: (() => void) | null = null;
  let stored = options.kept ?? null;
  const state = { reloads: 0, probes: 0, shown: false };
  const env: BusyRetryEnv = {
    retryAfterS: 5,
    now: () => options.now ?? 1_000_000,
    random: () => 0,
    wait: (ms, then) => {
      waits.push(ms);
      pending = then;
    },
    probe: () => {
      state.probes += 1;
      const answer = options.rooms.shift();
      return answer === undefined ? Promise.reject(new Error('offline')) : Promise.resolve(answer);
    },
    reload: () => {
      state.reloads += 1;
    },
    readAttempts: () => stored,
    writeAttempts: (attempts) => {
      stored = attempts;
    },
    showWaiting: () => {
      state.shown = true;
    },
  };
  const tick = async () => {
    const run = pending;
    pending = null;
    run?.();
    // The probe's answer settles in microtasks.
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { env, waits, state, tick, stored: () => stored };
}

// ADR 0064: the busy page loads its page by itself once the server has room, backing off.
describe('the busy page’s retry', () => {
  it('waits Retry-After, then twice, four and eight times it, stretched by up to half, never past a minute', () => {
    fc.assert(
      fc.property(
        fc.nat(40),
        fc.integer({ min: 1, max: 120 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (attempt, retryAfterS, random) => {
          const ms = busyRetryDelayMs(attempt, retryAfterS, random);
          const base = retryAfterS * 1000 * 2 ** Math.min(attempt, 3);
          expect(ms).toBeLessThanOrEqual(BUSY_RETRY_MAX_DELAY_MS);
          expect(ms).toBeGreaterThanOrEqual(Math.min(base, BUSY_RETRY_MAX_DELAY_MS));
          expect(ms).toBeLessThanOrEqual(Math.round(base * 1.5));
          // A later try never comes sooner than an earlier one with the same draw.
          expect(busyRetryDelayMs(attempt + 1, retryAfterS, random)).toBeGreaterThanOrEqual(ms);
        },
      ),
    );
    expect(busyRetryDelayMs(99, 1000, 1)).toBe(BUSY_RETRY_MAX_DELAY_MS);
    expect(busyRetryDelayMs(0, 5, 0)).toBe(5_000);
  });

  it('reloads only after the server says it has room, and backs off while it has none', async () => {
    const browser = fakeBrowser({ rooms: [false, false, true] });
    busyRetry(browser.env, busyRetryDelayMs);
    expect(browser.state.shown).toBe(true);
    await browser.tick();
    await browser.tick();
    expect(browser.state.reloads).toBe(0);
    await browser.tick();
    expect(browser.state).toMatchObject({ probes: 3, reloads: 1 });
    expect(browser.waits).toEqual([5_000, 10_000, 20_000]);
    expect(browser.stored()).toEqual({ count: 3, at: 1_000_000 });
  });

  it('tries again when the server cannot be reached', async () => {
    const browser = fakeBrowser({ rooms: [] });
    busyRetry(browser.env, busyRetryDelayMs);
    await browser.tick();
    await browser.tick();
    expect(browser.state).toMatchObject({ probes: 2, reloads: 0 });
    expect(browser.waits).toEqual([5_000, 10_000, 20_000]);
  });

  it('goes on from the attempts before a reload that met a full queue again, and forgets an old spell', () => {
    const recent = fakeBrowser({ rooms: [], kept: { count: 2, at: 1_000_000 - 1_000 } });
    busyRetry(recent.env, busyRetryDelayMs);
    expect(recent.waits).toEqual([20_000]);
    const old = fakeBrowser({
      rooms: [],
      kept: { count: 2, at: 1_000_000 - BUSY_RETRY_FORGET_MS },
    });
    busyRetry(old.env, busyRetryDelayMs);
    expect(old.waits).toEqual([5_000]);
  });

  it('serves a script that is valid JavaScript with no outer names', () => {
    // Compiles it without running it: a syntax error or a stray import would throw here.
    expect(() => new Function(BUSY_RETRY_SCRIPT)).not.toThrow();
    expect(BUSY_RETRY_SCRIPT).not.toMatch(/\bimport\b|\brequire\(/);
  });
});
