import { describe, expect, it } from 'vitest';
import { isAdult } from './adult.js';

describe('isAdult', () => {
  const now = new Date('2026-11-22T00:00:00Z');
  it('needs at least 6574 days', () => {
    expect(isAdult(new Date(now.getTime() - 6574 * 86_400_000), now)).toBe(true);
    expect(isAdult(new Date(now.getTime() - 6573 * 86_400_000), now)).toBe(false);
  });
  it('is undefined without a valid birth date', () => {
    expect(isAdult(undefined, now)).toBeUndefined();
    expect(isAdult('not a date', now)).toBeUndefined();
  });
});
