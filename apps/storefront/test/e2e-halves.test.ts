// The e2e suite's two halves (e2e/run-halves.mjs, docs/ci.md): every spec file runs exactly once,
// and the halves' measured seconds are as even as the files allow.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitInHalves } from '../e2e/split-halves.mjs';

describe('splitting the journeys in two halves', () => {
  it('puts the long language pass alone against the rest when it outweighs them', () => {
    const [a, b] = splitInHalves(['every-language.spec.ts', 'cart.spec.ts', 'shell.spec.ts'], {
      'every-language.spec.ts': 400,
      'cart.spec.ts': 60,
      'shell.spec.ts': 90,
    });
    expect([a.files, b.files]).toEqual([
      ['every-language.spec.ts'],
      ['cart.spec.ts', 'shell.spec.ts'],
    ]);
    expect(b.seconds).toBe(150);
  });

  it('counts a file never measured as the median', () => {
    const [a, b] = splitInHalves(['new.spec.ts', 'a.spec.ts', 'b.spec.ts', 'c.spec.ts'], {
      'a.spec.ts': 10,
      'b.spec.ts': 20,
      'c.spec.ts': 30,
    });
    expect(a.seconds + b.seconds).toBe(80);
  });

  it('runs every file once, and no half is heavier than the other by more than its longest file', () => {
    fc.assert(
      fc.property(
        fc.dictionary(fc.stringMatching(/^[a-z]{1,8}$/), fc.integer({ min: 1, max: 600 })),
        (seconds) => {
          const files = Object.keys(seconds).map((name) => `${name}.spec.ts`);
          const measured = Object.fromEntries(
            Object.entries(seconds).map(([name, s]) => [`${name}.spec.ts`, s]),
          );
          const [a, b] = splitInHalves(files, measured);
          expect([...a.files, ...b.files].sort()).toEqual([...files].sort());
          const longest = Math.max(0, ...Object.values(seconds));
          expect(Math.abs(a.seconds - b.seconds)).toBeLessThanOrEqual(longest);
        },
      ),
    );
  });
});
