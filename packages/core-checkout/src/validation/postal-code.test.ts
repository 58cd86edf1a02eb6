import { SITE_CODES } from '@atelier/core-catalogue';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isTrimOnlyPostalCodeSite, normalizePostalCode } from './postal-code.js';

const site = fc.constantFrom(...SITE_CODES);
const postalText = fc.string({
  unit: fc.constantFrom('1', '2', 'A', 'b', ' ', '\t', '\n', '-', 'Z'),
});

describe('normalizePostalCode', () => {
  it('strips every space on most sites', () => {
    expect(normalizePostalCode(' 28 001 ', 'es-es')).toBe('28001');
    expect(normalizePostalCode('SW1A 1AA', 'gb-en')).toBe('SW1A1AA');
  });

  it('only trims on Czech, Slovak, Canadian and suot sites', () => {
    expect(normalizePostalCode(' 110 00 ', 'cz-cs')).toBe('110 00');
    expect(normalizePostalCode(' 811 01', 'sk-sk')).toBe('811 01');
    expect(normalizePostalCode('K1A 0B1 ', 'ca-en')).toBe('K1A 0B1');
    expect(normalizePostalCode('H2X 1Y4', 'ca-fr')).toBe('H2X 1Y4');
    expect(normalizePostalCode(' 28 001', 'su-es')).toBe('28 001');
    expect(normalizePostalCode(' 28 001', 'su-en')).toBe('28 001');
  });

  it('is idempotent on every site', () => {
    fc.assert(
      fc.property(postalText, site, (code, s) => {
        const once = normalizePostalCode(code, s);
        expect(normalizePostalCode(once, s)).toBe(once);
      }),
    );
  });

  it('never leaves whitespace on non-trim sites, and never leaves outer whitespace anywhere', () => {
    fc.assert(
      fc.property(postalText, site, (code, s) => {
        const out = normalizePostalCode(code, s);
        expect(out).toBe(out.trim());
        if (!isTrimOnlyPostalCodeSite(s)) expect(out).not.toMatch(/\s/u);
      }),
    );
  });

  it('keeps every non-space character in order', () => {
    fc.assert(
      fc.property(postalText, site, (code, s) => {
        const strip = (v: string) => v.replace(/\s+/gu, '');
        expect(strip(normalizePostalCode(code, s))).toBe(strip(code));
      }),
    );
  });
});
