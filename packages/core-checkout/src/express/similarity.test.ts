import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseText, similarity } from './similarity.js';

describe('similarity', () => {
  it('is 1 minus the edit distance over the longer length, after normalising', () => {
    expect(similarity('kitten', 'sitting')).toBeCloseTo(1 - 3 / 7);
    expect(similarity('  Málaga ', 'malaga')).toBe(1);
    expect(similarity('A   Coruña', 'a coruna')).toBe(1);
    expect(similarity('', '')).toBe(1);
    expect(similarity('abc', '')).toBe(0);
  });

  it('normalises case, accents and whitespace', () => {
    expect(normaliseText('  Île   de\tFrance ')).toBe('ile de france');
  });

  it('lies in [0, 1], is symmetric and is 1 for equal normalised strings', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        const s = similarity(a, b);
        expect(s).toBeGreaterThanOrEqual(0);
        expect(s).toBeLessThanOrEqual(1);
        expect(similarity(b, a)).toBe(s);
        expect(similarity(a, `  ${a} `)).toBe(1);
        expect(similarity(a.toLowerCase(), a.toUpperCase().toLowerCase())).toBe(1);
        expect(similarity(a, a)).toBe(1);
      }),
    );
  });
});
