import { describe, expect, it, vi } from 'vitest';
import { createCaptchaSession } from './captcha-session.js';
import type { SolvedCaptcha } from './captcha-solver.js';

const NOW = 1_000_000;

function solver(...answers: (SolvedCaptcha | Error)[]) {
  return vi.fn(async () => {
    const next = answers.shift();
    if (!next) throw new Error('no more answers');
    if (next instanceof Error) throw next;
    return next;
  });
}

const fresh = (token: string): SolvedCaptcha => ({ token, expiresAtMs: NOW + 300_000 });

describe('the captcha session of a registration form', () => {
  it('solves once however often the form is touched, and spends that solution on the submission', async () => {
    const solve = solver(fresh('a'), fresh('b'));
    const session = createCaptchaSession({ solve, now: () => NOW });
    session.prepare();
    session.prepare();
    expect(solve).toHaveBeenCalledTimes(1);
    expect(await session.token()).toBe('a');
    // The next submission never reuses it.
    expect(await session.token()).toBe('b');
    expect(solve).toHaveBeenCalledTimes(2);
  });

  it('solves at submission when nothing was prepared', async () => {
    const session = createCaptchaSession({ solve: solver(fresh('a')), now: () => NOW });
    expect(await session.token()).toBe('a');
  });

  it('does not send a solution about to expire: it solves a new one', async () => {
    const solve = solver({ token: 'old', expiresAtMs: NOW + 10_000 }, fresh('new'));
    const session = createCaptchaSession({ solve, now: () => NOW });
    session.prepare();
    expect(await session.token()).toBe('new');
  });

  it('fails the submission when solving fails, and tries afresh next time', async () => {
    const session = createCaptchaSession({
      solve: solver(new Error('offline'), new Error('offline'), fresh('a')),
      now: () => NOW,
    });
    session.prepare();
    await expect(session.token()).rejects.toThrow('offline');
    await expect(session.token()).rejects.toThrow('offline');
    expect(await session.token()).toBe('a');
  });
});
