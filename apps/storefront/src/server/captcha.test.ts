import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/web/pbkdf2';
import { describe, expect, it } from 'vitest';
import { createCaptcha, encodeCaptchaToken, type CaptchaOptions } from './captcha.js';
import { createMemoryReplayGuard, createSharedReplayGuard } from './captcha-replay.js';

// Little work, so the tests solve in milliseconds; the mechanism is the production one.
const LIGHT = { cost: 10, minTries: 1, maxTries: 20 };
const START = Date.UTC(2030, 0, 1, 12, 0, 0);

function clock(at = START) {
  const state = { at };
  return { now: () => state.at, advance: (ms: number) => (state.at += ms) };
}

function captcha(options: Partial<CaptchaOptions> = {}) {
  return createCaptcha({ secret: 'shop-secret', work: LIGHT, ...options });
}

/** What the shopper's browser does: fetch a challenge, search the answer, send both. */
async function solved(challenge: unknown): Promise<string> {
  const solution = await solveChallenge({ challenge: challenge as Challenge, deriveKey });
  if (!solution) throw new Error('no solution');
  return encodeCaptchaToken({
    challenge,
    solution: { counter: solution.counter, derivedKey: solution.derivedKey },
  });
}

describe('the registration captcha (ALTCHA)', () => {
  it('accepts a solved challenge once, and refuses the same token again', async () => {
    const time = clock();
    const guard = captcha({ now: time.now });
    const token = await solved(await guard.challenge());
    expect(await guard.verify(token)).toEqual({ ok: true });
    expect(await guard.verify(token)).toEqual({ ok: false, reason: 'replayed' });
  });

  it('signs an expiry a few minutes ahead and refuses the answer after it', async () => {
    const time = clock();
    const guard = captcha({ now: time.now });
    const challenge = (await guard.challenge()) as Challenge;
    expect(challenge.parameters.expiresAt).toBe(START / 1000 + 5 * 60);
    const token = await solved(challenge);
    time.advance(5 * 60_000);
    expect(await guard.verify(token)).toEqual({ ok: false, reason: 'expired' });
  });

  it('accepts an answer sent just before the expiry', async () => {
    const time = clock();
    const guard = captcha({ now: time.now });
    const token = await solved(await guard.challenge());
    time.advance(5 * 60_000 - 1_000);
    expect(await guard.verify(token)).toEqual({ ok: true });
  });

  it('refuses a challenge signed with another key (another shop, a forged signature)', async () => {
    const time = clock();
    const other = captcha({ secret: 'someone-else', now: time.now });
    const token = await solved(await other.challenge());
    expect(await captcha({ now: time.now }).verify(token)).toEqual({
      ok: false,
      reason: 'invalid',
    });
  });

  it('refuses a wrong answer and a challenge whose signed parameters were changed', async () => {
    const time = clock();
    const guard = captcha({ now: time.now });
    const challenge = (await guard.challenge()) as Challenge;
    const solution = await solveChallenge({ challenge, deriveKey });
    if (!solution) throw new Error('no solution');
    const wrong = encodeCaptchaToken({
      challenge,
      solution: { counter: solution.counter + 1, derivedKey: '00'.repeat(32) },
    });
    expect(await guard.verify(wrong)).toEqual({ ok: false, reason: 'invalid' });
    const later = encodeCaptchaToken({
      challenge: {
        ...challenge,
        parameters: { ...challenge.parameters, expiresAt: challenge.parameters.expiresAt! + 3600 },
      },
      solution: { counter: solution.counter, derivedKey: solution.derivedKey },
    });
    expect(await guard.verify(later)).toEqual({ ok: false, reason: 'invalid' });
    // The refused tries did not spend the challenge: its real answer still works.
    const right = encodeCaptchaToken({
      challenge,
      solution: { counter: solution.counter, derivedKey: solution.derivedKey },
    });
    expect(await guard.verify(right)).toEqual({ ok: true });
  });

  it('says missing for no token and malformed for anything that is not a token', async () => {
    const guard = captcha({ now: clock().now });
    for (const token of [undefined, null, '', 42]) {
      expect(await guard.verify(token)).toEqual({ ok: false, reason: 'missing' });
    }
    const challenge = await guard.challenge();
    for (const token of [
      'not base64 !',
      Buffer.from('not json').toString('base64'),
      encodeCaptchaToken({ challenge }),
      encodeCaptchaToken({ challenge, solution: { counter: -1, derivedKey: 'ab' } }),
      encodeCaptchaToken([1, 2]),
      'A'.repeat(5_000),
    ]) {
      expect(await guard.verify(token)).toEqual({ ok: false, reason: 'malformed' });
    }
  });

  it('makes a different challenge every time, with the production work by default', async () => {
    const guard = createCaptcha({ secret: 'shop-secret' });
    const first = (await guard.challenge()) as Challenge;
    const second = (await guard.challenge()) as Challenge;
    expect(first.parameters.nonce).not.toBe(second.parameters.nonce);
    expect(first.parameters).toMatchObject({ algorithm: 'PBKDF2/SHA-256', cost: 1_000 });
  });

  it('refuses a replay seen by another instance through the shared store', async () => {
    const time = clock();
    const claimed = new Set<string>();
    const store = {
      claim: async (key: string) => (claimed.has(key) ? false : (claimed.add(key), true)),
    };
    const one = captcha({ now: time.now, replay: createSharedReplayGuard(store, () => {}) });
    const two = captcha({ now: time.now, replay: createSharedReplayGuard(store, () => {}) });
    const token = await solved(await one.challenge());
    expect(await one.verify(token)).toEqual({ ok: true });
    expect(await two.verify(token)).toEqual({ ok: false, reason: 'replayed' });
  });
});

describe('the spent-challenge memory', () => {
  it('forgets an entry once it expired, and refuses new ones rather than forget live ones', async () => {
    const guard = createMemoryReplayGuard(2);
    expect(await guard.firstUse('a', 1_000, 0)).toBe(true);
    expect(await guard.firstUse('a', 1_000, 10)).toBe(false);
    expect(await guard.firstUse('b', 2_000, 10)).toBe(true);
    expect(await guard.firstUse('c', 2_000, 20)).toBe(false);
    expect(await guard.firstUse('c', 2_000, 1_000)).toBe(true);
    expect(await guard.firstUse('b', 2_000, 1_500)).toBe(false);
  });

  it('guards with this process alone while the shared store is down, and reports it', async () => {
    const reported: string[] = [];
    const guard = createSharedReplayGuard(
      {
        claim: async () => {
          throw new Error('connection refused');
        },
      },
      (operation) => reported.push(operation),
    );
    expect(await guard.firstUse('x', 1_000, 0)).toBe(true);
    expect(await guard.firstUse('x', 1_000, 1)).toBe(false);
    expect(reported).toEqual(['captcha replay claim']);
  });

  it('keeps a spent challenge in the shared store until it expires', async () => {
    const claims: [string, number][] = [];
    const guard = createSharedReplayGuard(
      { claim: async (key, ttlMs) => (claims.push([key, ttlMs]), true) },
      () => {},
    );
    await guard.firstUse('sig', 300_000, 100_000);
    expect(claims).toEqual([['atelier:captcha-spent:sig', 200_000]]);
  });
});
