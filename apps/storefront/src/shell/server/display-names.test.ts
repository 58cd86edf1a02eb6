import { describe, expect, it } from 'vitest';
import { displayName } from './display-names.js';

describe('displayName', () => {
  it('names regions and languages in the locale, as a fresh Intl.DisplayNames does', () => {
    for (const [locale, type, code] of [
      ['es-ES', 'region', 'FR'],
      ['ar-SA', 'language', 'he'],
      ['ja-JP', 'region', 'ES'],
      ['es-ES', 'language', 'ca'],
    ] as const) {
      expect(displayName(locale, type, code)).toBe(
        new Intl.DisplayNames([locale], { type }).of(code),
      );
    }
  });

  it('answers the code itself for a code Intl rejects', () => {
    expect(displayName('es-ES', 'region', 'not a region')).toBe('not a region');
  });
});
