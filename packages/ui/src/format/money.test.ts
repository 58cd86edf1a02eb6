import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatPercent } from './money.js';

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
