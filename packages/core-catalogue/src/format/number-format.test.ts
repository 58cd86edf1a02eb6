import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMeasure, formatNumber } from './number-format.js';

const LOCALES = [
  'en-GB',
  'es-ES',
  'de-DE',
  'fr-FR',
  'cs-CZ',
  'ru-RU',
  'el-GR',
  'ja-JP',
  'ar-SA',
  'he-IL',
];
const ARABIC_INDIC = /^[\u0660-\u0669\u066b\u066c\u061c\u200f\s\p{L}.]+$/u;

describe('formatNumber', () => {
  it('writes what Intl writes in the locale: Arabic-Indic digits on ar-SA, Latin elsewhere', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALES),
        fc.integer({ min: 0, max: 10_000_000 }),
        (locale, n) => {
          const text = formatNumber(n, locale);
          expect(text).toBe(new Intl.NumberFormat(locale).format(n));
          if (locale === 'ar-SA') expect(text).not.toMatch(/[0-9]/);
          else expect(text).toMatch(/^[0-9]/);
        },
      ),
    );
    expect(formatNumber(1234, 'de-DE')).toBe('1.234');
    expect(formatNumber(12, 'ar-SA')).toBe('١٢');
  });
});

describe('formatMeasure', () => {
  it('writes a weight or length with the decimal separator and unit of the locale', () => {
    expect(formatMeasure('33.3 g', 'es-ES')).toBe('33,3 g');
    expect(formatMeasure('33.3 g', 'en-GB')).toBe('33.3 g');
    expect(formatMeasure('45 cm', 'ru-RU')).toBe('45 см');
    expect(formatMeasure('45 cm', 'ar-SA')).toBe(
      new Intl.NumberFormat('ar-SA', { style: 'unit', unit: 'centimeter' }).format(45),
    );
    expect(formatMeasure('5.9', 'es-ES')).toBe('5,9');
    expect(formatMeasure('16', 'ar-SA')).toBe('١٦');
  });

  it('keeps the decimals the back-end wrote, for any value, unit and locale', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LOCALES),
        fc.integer({ min: 0, max: 99_999 }),
        fc.integer({ min: 0, max: 2 }),
        fc.constantFrom(['g', 'gram'], ['cm', 'centimeter'], ['mm', 'millimeter']),
        (locale, scaled, decimals, [short, unit]) => {
          const value = scaled / 10 ** decimals;
          const text = `${value.toFixed(decimals)} ${short}`;
          expect(formatMeasure(text, locale)).toBe(
            new Intl.NumberFormat(locale, {
              style: 'unit',
              unit,
              unitDisplay: 'short',
              minimumFractionDigits: decimals,
              maximumFractionDigits: decimals,
            }).format(value),
          );
        },
      ),
    );
  });

  it('gives back what is not a measure as it is (sizes called M, One size, 10-12)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...LOCALES), fc.string(), (locale, text) => {
        fc.pre(!/^\s*\d+(?:\.\d+)?\s*[a-z]*\s*$/i.test(text));
        expect(formatMeasure(text, locale)).toBe(text);
      }),
    );
    expect(formatMeasure('33.3 oz', 'es-ES')).toBe('33.3 oz');
    expect(ARABIC_INDIC.test(formatMeasure('33.3 g', 'ar-SA'))).toBe(true);
  });
});
