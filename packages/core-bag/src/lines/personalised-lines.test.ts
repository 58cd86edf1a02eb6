import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { groupPersonalised, isCharmEntry } from './personalised-lines.js';

const entry = (entryNumber: number, parent?: number) => ({
  entryNumber,
  personalisationInfo: parent === undefined ? null : { parentEntryNumber: parent, anchorId: 'A1' },
});

describe('a personalised piece with its charms (docs/product/product.md §3.4)', () => {
  it('lists each charm under its piece, other lines as they come', () => {
    const groups = groupPersonalised([entry(0), entry(1, 0), entry(2, 0), entry(3), entry(4, 9)]);
    expect(groups.map((g) => [g.entry.entryNumber, g.charms.map((c) => c.entryNumber)])).toEqual([
      [0, [1, 2]],
      [3, []],
      [4, []],
    ]);
    expect(isCharmEntry(entry(1, 0))).toBe(true);
    expect(isCharmEntry(entry(0))).toBe(false);
  });

  it('shows every line exactly once, whatever the links', () => {
    fc.assert(
      fc.property(
        fc
          .uniqueArray(fc.nat({ max: 30 }), { maxLength: 15 })
          .chain((numbers) =>
            fc.tuple(
              ...numbers.map((n) =>
                fc.option(fc.nat({ max: 30 }), { nil: undefined }).map((p) => entry(n, p)),
              ),
            ),
          ),
        (entries) => {
          const groups = groupPersonalised(entries);
          const shown = groups.flatMap((g) => [g.entry, ...g.charms].map((e) => e.entryNumber));
          expect([...shown].sort((a, b) => a - b)).toEqual(
            entries.map((e) => e.entryNumber).sort((a, b) => a - b),
          );
          for (const group of groups) {
            for (const charm of group.charms) {
              expect(charm.personalisationInfo?.parentEntryNumber).toBe(group.entry.entryNumber);
            }
          }
        },
      ),
    );
  });
});
