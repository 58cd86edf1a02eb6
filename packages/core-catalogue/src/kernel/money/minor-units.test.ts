import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { SITE_CODES } from '../../sites/site-codes.js';
import { siteInfo } from '../../sites/site-info.js';
import {
  currencyExponent,
  MAX_SITE_EXPONENT,
  SITE_CURRENCY_EXPONENTS,
} from './currency-exponents.js';
import { fromHundredths, fromMinorUnits, toHundredths, toMinorUnits } from './minor-units.js';

const SITE_CURRENCIES = [...new Set(SITE_CODES.map((site) => siteInfo(site).currency))].sort();
const siteCurrency = fc.constantFrom(...SITE_CURRENCIES);
/** Up to ten million units of any currency, as minor units (a jewellery order stays far below). */
const minorCount = fc.integer({ min: -1_000_000_000, max: 1_000_000_000 });
/** An amount on the currency's own grid (no more decimals than its minor unit has). */
const onGrid = siteCurrency.chain((currency) =>
  minorCount.map((minor) => ({ currency, minor, value: minor / 10 ** currencyExponent(currency) })),
);

describe('the currency table (ADR 0033)', () => {
  it('decides every currency of the 33 sites, each with 0 or 2 decimals', () => {
    expect(SITE_CURRENCIES.length).toBeGreaterThan(10);
    for (const currency of SITE_CURRENCIES) {
      expect(SITE_CURRENCY_EXPONENTS[currency], currency).toBeOneOf([0, 2]);
    }
    expect(Math.max(...Object.values(SITE_CURRENCY_EXPONENTS))).toBe(MAX_SITE_EXPONENT);
  });

  it('has no minor unit for yen and Chilean pesos, and cents for Colombian pesos and colones', () => {
    expect([currencyExponent('JPY'), currencyExponent('CLP')]).toEqual([0, 0]);
    expect([currencyExponent('COP'), currencyExponent('CRC')]).toEqual([2, 2]);
  });

  it("takes CLDR's digits for a currency no site sells in, and refuses what is no code", () => {
    expect(currencyExponent('KWD')).toBe(3);
    expect(currencyExponent('KRW')).toBe(0);
    expect(() => currencyExponent('eur')).toThrow(RangeError);
    expect(() => currencyExponent('')).toThrow(RangeError);
  });
});

describe('toMinorUnits / fromMinorUnits', () => {
  it('counts the examples of the ADR', () => {
    expect(toMinorUnits({ value: 19.99, currency: 'EUR' })).toBe(1999);
    expect(toMinorUnits({ value: 1500, currency: 'JPY' })).toBe(1500);
    expect(toMinorUnits({ value: 45000, currency: 'COP' })).toBe(4_500_000);
    expect(toMinorUnits({ value: 0.29, currency: 'USD' })).toBe(29);
    expect(fromMinorUnits(1999, 'EUR')).toEqual({ value: 19.99, currency: 'EUR' });
    expect(fromMinorUnits(1500, 'JPY')).toEqual({ value: 1500, currency: 'JPY' });
  });

  it('round-trips every count of minor units in every site currency', () => {
    fc.assert(
      fc.property(siteCurrency, minorCount, (currency, minor) => {
        const money = fromMinorUnits(minor, currency);
        expect(money.currency).toBe(currency);
        expect(toMinorUnits(money)).toBe(minor);
      }),
    );
  });

  it('gives the exact count for every amount on the currency grid', () => {
    fc.assert(
      fc.property(onGrid, ({ currency, minor, value }) => {
        expect(toMinorUnits({ value, currency })).toBe(minor);
        expect(fromMinorUnits(toMinorUnits({ value, currency }), currency).value).toBe(value);
      }),
    );
  });

  it('sends a yen (or Chilean peso) amount in whole units, never multiplied by 100', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('JPY', 'CLP'),
        fc.double({ min: 0, max: 1e9, noNaN: true }),
        (currency, value) => {
          const minor = toMinorUnits({ value, currency });
          expect(Number.isInteger(minor)).toBe(true);
          expect(minor).toBe(Math.round(value));
        },
      ),
    );
  });

  it('adds in minor units: the count of a sum is the sum of the counts', () => {
    fc.assert(
      fc.property(
        siteCurrency.chain((currency) =>
          fc.tuple(fc.constant(currency), fc.array(minorCount, { maxLength: 30 })),
        ),
        ([currency, counts]) => {
          const unit = 10 ** currencyExponent(currency);
          const total = counts.reduce((sum, minor) => sum + minor / unit, 0);
          const minors = counts.reduce((sum, minor) => sum + minor, 0);
          expect(toMinorUnits({ value: total, currency })).toBe(minors);
        },
      ),
    );
  });

  it('multiplies by a quantity in minor units too (a bag line)', () => {
    fc.assert(
      fc.property(onGrid, fc.integer({ min: 0, max: 99 }), ({ currency, minor, value }, qty) => {
        expect(toMinorUnits({ value: value * qty, currency })).toBe(minor * qty + 0);
      }),
    );
  });

  it('rounds half away from zero on the magnitude, so a refund mirrors its charge', () => {
    fc.assert(
      fc.property(siteCurrency, fc.double({ min: -1e7, max: 1e7, noNaN: true }), (currency, v) => {
        expect(toMinorUnits({ value: -v, currency })).toBe(
          -toMinorUnits({ value: v, currency }) + 0,
        );
      }),
    );
    expect(toMinorUnits({ value: 0.5, currency: 'JPY' })).toBe(1);
    expect(toMinorUnits({ value: -0.5, currency: 'JPY' })).toBe(-1);
    expect(Object.is(toMinorUnits({ value: -0.001, currency: 'EUR' }), 0)).toBe(true);
  });

  it('refuses what is no amount or no count', () => {
    expect(() => toMinorUnits({ value: Number.NaN, currency: 'EUR' })).toThrow(RangeError);
    expect(() => toMinorUnits({ value: Infinity, currency: 'EUR' })).toThrow(RangeError);
    expect(() => toMinorUnits({ value: 1e300, currency: 'EUR' })).toThrow(RangeError);
    expect(() => fromMinorUnits(10.5, 'EUR')).toThrow(RangeError);
    expect(() => toMinorUnits({ value: 1, currency: 'euro' })).toThrow(RangeError);
  });
});

describe('toHundredths / fromHundredths (amounts without their currency)', () => {
  it('are exact for every site currency, whole yen included', () => {
    fc.assert(
      fc.property(onGrid, ({ currency, minor, value }) => {
        const hundredths = minor * 10 ** (MAX_SITE_EXPONENT - currencyExponent(currency));
        expect(toHundredths(value)).toBe(hundredths);
        expect(fromHundredths(toHundredths(value))).toBe(value);
      }),
    );
    expect(toHundredths(19.99)).toBe(1999);
    expect(toHundredths(1500)).toBe(150_000);
  });
});
