import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADULT_AGE_DAYS, isAdult } from './adult.js';

const DAY = 86_400_000;

describe('isAdult', () => {
  const now = new Date('2026-11-22T00:00:00Z');
  it('needs at least 6574 days', () => {
    expect(isAdult(new Date(now.getTime() - 6574 * DAY), now)).toBe(true);
    expect(isAdult(new Date(now.getTime() - 6573 * DAY), now)).toBe(false);
  });
  it('reads ISO strings', () => {
    expect(isAdult('2000-01-01', now)).toBe(true);
    expect(isAdult('2015-01-01', now)).toBe(false);
  });
  it('is undefined without a valid birth date', () => {
    expect(isAdult(undefined, now)).toBeUndefined();
    expect(isAdult(null, now)).toBeUndefined();
    expect(isAdult('', now)).toBeUndefined();
    expect(isAdult('not a date', now)).toBeUndefined();
    expect(isAdult(new Date(Number.NaN), now)).toBeUndefined();
  });

  const instant = fc.integer({ min: Date.UTC(1900, 0, 1), max: Date.UTC(2100, 0, 1) });

  it('flips exactly at 6574 days, to the millisecond', () => {
    fc.assert(
      fc.property(instant, (birth) => {
        const threshold = birth + ADULT_AGE_DAYS * DAY;
        expect(isAdult(new Date(birth), new Date(threshold))).toBe(true);
        expect(isAdult(new Date(birth), new Date(threshold - 1))).toBe(false);
      }),
    );
  });

  it('is monotone in now: once adult, adult later', () => {
    fc.assert(
      fc.property(instant, instant, fc.nat(100 * 365 * DAY), (birth, now, later) => {
        if (isAdult(new Date(birth), new Date(now))) {
          expect(isAdult(new Date(birth), new Date(now + later))).toBe(true);
        }
      }),
    );
  });
});
