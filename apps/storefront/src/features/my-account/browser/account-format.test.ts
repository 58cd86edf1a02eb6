import { describe, expect, it } from 'vitest';
import { formatAccountDate } from './account-format.js';

describe('account dates in the site’s locale', () => {
  it('writes a calendar date as that day in every time zone', () => {
    expect(formatAccountDate('1990-04-05', 'es-ES')).toBe('5 de abril de 1990');
    expect(formatAccountDate('1990-04-05', 'en-GB')).toBe('5 April 1990');
    expect(formatAccountDate('2026-11-01T10:00:00Z', 'es-ES')).toBe('1 de noviembre de 2026');
    expect(formatAccountDate('not a date', 'es-ES')).toBe('not a date');
  });
});
