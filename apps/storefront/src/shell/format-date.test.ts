import { describe, expect, it } from 'vitest';
import { formatDate } from './format-date.js';

describe('formatDate', () => {
  it("writes the day in the site's locale and keeps the ISO day for <time>", () => {
    expect(formatDate('2026-03-05', 'es-ES')).toEqual({
      iso: '2026-03-05',
      text: '5 de marzo de 2026',
    });
    expect(formatDate('2026-03-05', 'en-US')?.text).toBe('March 5, 2026');
  });

  it('keeps the published day whatever the time of day (UTC)', () => {
    expect(formatDate('2026-03-05T23:30:00Z', 'en-GB')?.text).toBe('5 March 2026');
  });

  it('gives nothing for a date the content system got wrong', () => {
    expect(formatDate('not a date', 'es-ES')).toBeNull();
  });
});
