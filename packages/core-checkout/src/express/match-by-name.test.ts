import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { matchByName } from './match-by-name.js';
import { similarity } from './similarity.js';

const regions = [
  { code: 'M', name: 'Madrid' },
  { code: 'B', name: 'Barcelona' },
  { code: 'V', name: 'Valencia' },
];

describe('matchByName', () => {
  it('returns the most similar candidate above 0.8', () => {
    expect(matchByName(regions, 'madrid ')).toEqual({ code: 'M', name: 'Madrid' });
    expect(matchByName(regions, 'Barcelone')).toEqual({ code: 'B', name: 'Barcelona' });
    expect(matchByName(regions, 'Sevilla')).toBeNull();
    expect(matchByName([], 'Madrid')).toBeNull();
  });

  it('is strictly above the threshold', () => {
    // 'abcde' vs 'abcdx' is exactly 0.8
    expect(matchByName([{ name: 'abcde' }], 'abcdx')).toBeNull();
    expect(matchByName([{ name: 'abcde' }], 'abcdx', 0.79)).toEqual({ name: 'abcde' });
  });

  it('returns a candidate only when its similarity is above the threshold, and the best one', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: fc.string({ maxLength: 8 }) }), { maxLength: 6 }),
        fc.string({ maxLength: 8 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (candidates, name, threshold) => {
          const found = matchByName(candidates, name, threshold);
          const scores = candidates.map((c) => similarity(c.name, name));
          if (found === null) {
            expect(scores.every((s) => s <= threshold)).toBe(true);
          } else {
            expect(candidates).toContain(found);
            const score = similarity(found.name, name);
            expect(score).toBeGreaterThan(threshold);
            expect(scores.every((s) => s <= score)).toBe(true);
          }
        },
      ),
    );
  });
});
