import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SITE_CODES } from '../sites/site-codes.js';
import {
  isModuleVisible,
  isWithinSchedule,
  visibleModules,
  type VisibilityContext,
  type VisibilityRules,
} from './module-visibility.js';

const now = new Date('2026-06-15T12:00:00Z');
const ctx: VisibilityContext = { site: 'es-es', now, device: 'mobile', platform: 'WEB' };

describe('schedules', () => {
  it.each([
    [{}, true],
    [{ startEnabledDate: '2026-06-01T00:00:00Z' }, true],
    [{ startEnabledDate: '2026-07-01T00:00:00Z' }, false],
    [{ endEnabledDate: '2026-07-01T00:00:00Z' }, true],
    [{ endEnabledDate: '2026-06-01T00:00:00Z' }, false],
    [{ startEnabledDate: '2026-06-01T00:00:00Z', endEnabledDate: '2026-07-01T00:00:00Z' }, true],
    [{ startEnabledDate: '2026-05-01T00:00:00Z', endEnabledDate: '2026-06-01T00:00:00Z' }, false],
    [{ startEnabledDate: '2026-06-15T12:00:00Z', endEnabledDate: '2026-06-15T12:00:00Z' }, true],
    [{ startEnabledDate: 'not a date', endEnabledDate: null }, true],
    [{ startEnabledDate: 'garbage', endEnabledDate: '2026-06-01T00:00:00Z' }, false],
  ])('%j -> %s', (schedule, shown) => {
    expect(isWithinSchedule(schedule, now)).toBe(shown);
  });

  const time = fc.integer({ min: 0, max: 4_000_000_000_000 });
  const bound = fc.option(time, { nil: undefined });

  const visibleAt = (start: number | undefined, end: number | undefined, at: number) =>
    isModuleVisible(
      {
        scheduling: {
          'es-es': {
            ...(start === undefined ? {} : { startEnabledDate: new Date(start).toISOString() }),
            ...(end === undefined ? {} : { endEnabledDate: new Date(end).toISOString() }),
          },
        },
      },
      { ...ctx, now: new Date(at) },
    );

  it('shows a module at both ends of its window and hides it just outside', () => {
    fc.assert(
      fc.property(time, time, (a, b) => {
        const [start, end] = a <= b ? [a, b] : [b, a];
        expect(visibleAt(start, end, start)).toBe(true);
        expect(visibleAt(start, end, end)).toBe(true);
        expect(visibleAt(start, end, start - 1)).toBe(false);
        expect(visibleAt(start, end, end + 1)).toBe(false);
      }),
    );
  });

  it('never hides a module by widening its window or dropping a bound', () => {
    fc.assert(
      fc.property(bound, bound, time, time, time, (start, end, earlier, later, at) => {
        if (!visibleAt(start, end, at)) return;
        const wider = [
          [
            start === undefined ? undefined : start - earlier,
            end === undefined ? undefined : end + later,
          ],
          [undefined, end],
          [start, undefined],
          [undefined, undefined],
        ] as const;
        for (const [s, e] of wider) expect(visibleAt(s, e, at)).toBe(true);
      }),
    );
  });

  it('hides a module whose window ends before it starts, at any time', () => {
    fc.assert(
      fc.property(time, time, time, (a, b, at) => {
        fc.pre(a !== b);
        const [end, start] = a < b ? [a, b] : [b, a];
        expect(visibleAt(start, end, at)).toBe(false);
      }),
    );
  });

  it("uses only the current site's schedule; no schedule for the site means always", () => {
    fc.assert(
      fc.property(fc.constantFrom(...SITE_CODES), (site) => {
        const rules: VisibilityRules = {
          scheduling: { 'fr-fr': { endEnabledDate: '2000-01-01T00:00:00Z' } },
        };
        expect(isModuleVisible(rules, { ...ctx, site })).toBe(site !== 'fr-fr');
      }),
    );
  });
});

describe('device and platform', () => {
  it.each([
    [{ device: 'both' }, 'mobile', true],
    [{ device: null }, 'desktop', true],
    [{}, 'desktop', true],
    [{ device: 'mobile' }, 'mobile', true],
    [{ device: 'mobile' }, 'desktop', false],
    [{ device: 'desktop' }, 'mobile', false],
  ] as const)('%j on %s -> %s', (rules, device, shown) => {
    expect(isModuleVisible(rules, { ...ctx, device })).toBe(shown);
  });

  it.each([
    [{ platform: 'web' }, 'WEB', true],
    [{ platform: 'web' }, 'APP', false],
    [{ platform: 'app' }, 'WEB', false],
    [{ platform: 'app' }, 'APP', true],
    [{ platform: 'both' }, 'APP', true],
    [{}, 'APP', true],
    [{ platform: null }, 'WEB', true],
  ] as const)('%j on %s -> %s', (rules, platform, shown) => {
    expect(isModuleVisible(rules, { ...ctx, platform })).toBe(shown);
  });
});

describe('visibleModules', () => {
  it('keeps the visible ones sorted by order', () => {
    const modules = [
      { id: 'c', order: 3 },
      { id: 'hidden', order: 0, device: 'desktop' as const },
      { id: 'a', order: 1 },
      { id: 'b', order: 2, platform: 'web' as const },
    ];
    expect(visibleModules(modules, ctx).map((m) => m.id)).toEqual(['a', 'b', 'c']);
  });

  it('returns a sorted subset of the visible modules without mutating the input', () => {
    const moduleArb = fc.record(
      {
        order: fc.integer({ min: -5, max: 5 }),
        device: fc.constantFrom('mobile', 'desktop', 'both', null),
        platform: fc.constantFrom('web', 'app', 'both', null),
      },
      { requiredKeys: ['order'] },
    );
    fc.assert(
      fc.property(fc.array(moduleArb), (modules) => {
        const copy = [...modules];
        const result = visibleModules(modules, ctx);
        expect(modules).toEqual(copy);
        expect(result.every((m) => isModuleVisible(m, ctx))).toBe(true);
        expect(result.length).toBe(modules.filter((m) => isModuleVisible(m, ctx)).length);
        for (let i = 1; i < result.length; i += 1) {
          expect(result[i - 1]!.order).toBeLessThanOrEqual(result[i]!.order);
        }
      }),
    );
  });
});
