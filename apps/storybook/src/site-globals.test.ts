import { describe, expect, it } from 'vitest';
import { directionOf, STORY_LOCALES } from './site-globals.js';

describe('directionOf', () => {
  it('reads right to left for Arabic and Hebrew (both codes) and left to right otherwise', () => {
    expect(directionOf('ar-SA')).toBe('rtl');
    expect(directionOf('he-IL')).toBe('rtl');
    expect(directionOf('iw')).toBe('rtl');
    expect(directionOf('ja-JP')).toBe('ltr');
  });

  it('lets the toolbar force a direction', () => {
    expect(directionOf('en-GB', 'rtl')).toBe('rtl');
    expect(directionOf('ar-SA', 'ltr')).toBe('ltr');
  });

  it('offers an RTL locale for each RTL site', () => {
    expect(STORY_LOCALES).toContain('ar-SA');
    expect(STORY_LOCALES).toContain('he-IL');
  });
});
