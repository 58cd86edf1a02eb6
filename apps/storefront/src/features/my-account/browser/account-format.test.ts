import { describe, expect, it } from 'vitest';
import { formatAccountDate, formatCardExpiry } from './account-format.js';

describe('account dates in the site’s locale', () => {
  it('writes a calendar date as that day in every time zone', () => {
    expect(formatAccountDate('1990-04-05', 'es-ES')).toBe('5 de abril de 1990');
    expect(formatAccountDate('1990-04-05', 'en-GB')).toBe('5 April 1990');
    expect(formatAccountDate('2026-11-01T10:00:00Z', 'es-ES')).toBe('1 de noviembre de 2026');
    expect(formatAccountDate('not a date', 'es-ES')).toBe('not a date');
  });

  it('writes a card expiry as month and year with the locale’s digits', () => {
    expect(formatCardExpiry(3, 2029, 'es-ES')).toMatch(/^0?3\/2029$/);
    expect(formatCardExpiry(3, 2029, 'ar-SA')).toMatch(/٠٣.*٢٠٢٩/);
  });
});
