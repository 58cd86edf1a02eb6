import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { statusHistory } from './status-history.js';

describe('statusHistory', () => {
  it('keeps the newest entry of each status, newest first', () => {
    const history = statusHistory([
      { status: 'CREATED', date: '2026-01-01T10:00:00Z' },
      { status: 'SHIPPED', date: '2026-01-03T10:00:00Z' },
      { status: 'CREATED', date: '2026-01-02T10:00:00Z' },
    ]);
    expect(history).toEqual([
      { status: 'SHIPPED', date: '2026-01-03T10:00:00Z' },
      { status: 'CREATED', date: '2026-01-02T10:00:00Z' },
    ]);
  });

  it('keeps extra fields of the entries and does not mutate the input', () => {
    const entries = [
      { status: 'A', date: '2026-01-01T00:00:00Z', label: 'first' },
      { status: 'B', date: '2026-01-02T00:00:00Z', label: 'second' },
    ];
    const copy = structuredClone(entries);
    expect(statusHistory(entries)[0]).toEqual(entries[1]);
    expect(entries).toEqual(copy);
  });

  it('puts entries with unreadable dates last', () => {
    expect(
      statusHistory([
        { status: 'A', date: 'garbage' },
        { status: 'B', date: '2026-01-02T00:00:00Z' },
        { status: 'A', date: '2026-01-01T00:00:00Z' },
        { status: 'C', date: '' },
      ]).map((e) => e.status),
    ).toEqual(['B', 'A', 'C']);
  });

  const entry = fc.record({
    status: fc.constantFrom('IN_PROCESS', 'SHIPPED', 'CANCELLED', 'DELIVERED_CARRIER', 'PICKED'),
    date: fc
      .integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2030, 0, 1) })
      .map((t) => new Date(t).toISOString()),
  });

  it('is sorted newest first, unique per status, a subset of the input, each the newest of its status', () => {
    fc.assert(
      fc.property(fc.array(entry, { maxLength: 30 }), (entries) => {
        const history = statusHistory(entries);
        for (let i = 1; i < history.length; i++) {
          expect(Date.parse(history[i - 1]!.date)).toBeGreaterThanOrEqual(
            Date.parse(history[i]!.date),
          );
        }
        expect(new Set(history.map((e) => e.status)).size).toBe(history.length);
        expect(new Set(history.map((e) => e.status))).toEqual(
          new Set(entries.map((e) => e.status)),
        );
        for (const kept of history) {
          expect(entries).toContain(kept);
          for (const other of entries.filter((e) => e.status === kept.status)) {
            expect(Date.parse(kept.date)).toBeGreaterThanOrEqual(Date.parse(other.date));
          }
        }
      }),
    );
  });
});
