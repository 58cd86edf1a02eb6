import { afterEach, describe, expect, it, vi } from 'vitest';
import { fromMinorUnits, toMinorUnits } from '@atelier/core-catalogue';
import fc from 'fast-check';
import { formatMoney, formatPercent, remainingTo, timesQuantity } from './money.js';

afterEach(() => vi.restoreAllMocks());

describe('formatPercent', () => {
  it("writes the percentage in the locale's own style", () => {
    expect(formatPercent(20, 'en-GB')).toBe('20%');
    expect(formatPercent(20, 'de-DE')).toBe(
      new Intl.NumberFormat('de-DE', { style: 'percent' }).format(0.2),
    );
    expect(formatPercent(35, 'ar-SA')).toBe(
      new Intl.NumberFormat('ar-SA', { style: 'percent' }).format(0.35),
    );
  });

  it('builds one formatter per locale, however many prices a page shows', () => {
    const Original = Intl.NumberFormat;
    const locales: unknown[] = [];
    vi.spyOn(Intl, 'NumberFormat').mockImplementation(function (
      locale?: Intl.LocalesArgument,
      options?: Intl.NumberFormatOptions,
    ) {
      locales.push(locale);
      return new Original(locale, options);
    } as unknown as typeof Intl.NumberFormat);
    for (let i = 0; i < 50; i += 1) formatPercent(i, 'pl-PL');
    formatPercent(10, 'cs-CZ');
    expect(locales).toEqual(['pl-PL', 'cs-CZ']);
  });
});

describe('formatMoney', () => {
  it('formats Money for a locale, yen without decimals, rounded down on request', () => {
    expect(formatMoney({ value: 12.5, currency: 'USD' }, 'en-US')).toBe('$12.50');
    expect(formatMoney({ value: 1500, currency: 'JPY' }, 'en-US')).toBe('¥1,500');
    expect(formatMoney({ value: 12.99, currency: 'USD' }, 'en-US', { roundDown: true })).toBe(
      '$12',
    );
  });
});

describe('timesQuantity / remainingTo', () => {
  it('count in minor units: a line of n units is n times the unit price, exactly', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 99 }),
        fc.constantFrom('EUR', 'JPY', 'MXN'),
        (minor, quantity, currency) => {
          const line = timesQuantity(fromMinorUnits(minor, currency), quantity);
          expect(line.currency).toBe(currency);
          expect(toMinorUnits(line)).toBe(minor * quantity);
        },
      ),
    );
    expect(timesQuantity({ value: 0.1, currency: 'EUR' }, 3)).toEqual({
      value: 0.3,
      currency: 'EUR',
    });
  });

  it('never leaves less than nothing to spend', () => {
    const eur = (value: number) => ({ value, currency: 'EUR' });
    expect(remainingTo(eur(30.1), eur(50))).toEqual(eur(19.9));
    expect(remainingTo(eur(80), eur(50))).toEqual(eur(0));
  });
});
