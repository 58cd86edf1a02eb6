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

  it('matches the start/end rule for every combination of bounds (inclusive)', () => {
    fc.assert(
      fc.property(bound, bound, time, (start, end, at) => {
        const schedule = {
          ...(start === undefined ? {} : { startEnabledDate: new Date(start).toISOString() }),
          ...(end === undefined ? {} : { endEnabledDate: new Date(end).toISOString() }),
        };
        const expected = (start === undefined || at >= start) && (end === undefined || at <= end);
        expect(
          isModuleVisible({ scheduling: { 'es-es': schedule } }, { ...ctx, now: new Date(at) }),
        ).toBe(expected);
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
