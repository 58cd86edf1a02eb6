import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { toHundredths } from '../kernel/money/minor-units.js';
import { discountPercentage, formatPrice, shownDiscount } from './price.js';

describe('discountPercentage', () => {
  it.each([
    [80, 100, 20],
    [70, 100, 30],
    [99.99, 100, 0],
    [19.99, 29.99, 33],
    [100, 80, 0],
    [100, 100, 0],
    [50, null, 0],
    [50, undefined, 0],
    [50, 0, 0],
    [0, 100, 100],
    [0.1, 0.3, 66],
  ])('price %s vs %s -> %s', (price, previous, expected) => {
    expect(discountPercentage(price, previous)).toBe(expected);
  });

  const cents = fc.integer({ min: 0, max: 10_000_000 }).map((c) => c / 100);

  it('is an integer in [0, 100]', () => {
    fc.assert(
      fc.property(
        fc.double({ noNaN: false }),
        fc.option(fc.double(), { nil: undefined }),
        (price, previous) => {
          const d = discountPercentage(price, previous);
          expect(Number.isInteger(d)).toBe(true);
          expect(d).toBeGreaterThanOrEqual(0);
          expect(d).toBeLessThanOrEqual(100);
        },
      ),
    );
  });

  it('is the largest whole percentage the price is at least that far below the previous one', () => {
    // Stated without the formula: for whole hundredths p < q, d is the largest k in [0, 100] with
    // p <= q * (100 - k) / 100, i.e. 100p <= (100 - k)q, and k = d + 1 no longer holds.
    fc.assert(
      fc.property(cents, cents, (price, previous) => {
        const p = toHundredths(price);
        const q = toHundredths(previous);
        const d = discountPercentage(price, previous);
        if (!(q > 0 && p < q)) {
          expect(d).toBe(0);
          return;
        }
        expect(100 * p).toBeLessThanOrEqual((100 - d) * q);
        if (d < 100) expect(100 * p).toBeGreaterThan((100 - d - 1) * q);
      }),
    );
  });

  it('never gives a cheaper price a smaller discount', () => {
    fc.assert(
      fc.property(cents, cents, cents, (a, b, previous) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(discountPercentage(low, previous)).toBeGreaterThanOrEqual(
          discountPercentage(high, previous),
        );
      }),
    );
  });
});

describe('formatPrice', () => {
  it('formats with Intl for the locale and currency', () => {
    const expected = new Intl.NumberFormat('es-ES', { style: 'currency', currency: 'EUR' }).format(
      1234.5,
    );
    expect(formatPrice(1234.5, { locale: 'es-ES', currency: 'EUR' })).toBe(expected);
    expect(formatPrice(12.5, { locale: 'en-US', currency: 'USD' })).toBe('$12.50');
  });

  it('rounds down to whole units without decimals when asked', () => {
    expect(formatPrice(12.99, { locale: 'en-US', currency: 'USD', roundDown: true })).toBe('$12');
    expect(formatPrice(1999.99, { locale: 'en-GB', currency: 'GBP', roundDown: true })).toBe(
      '£1,999',
    );
  });

  it('answers what a fresh Intl formatter answers, whatever was formatted before', () => {
    // Formatters are reused per locale, currency and rounding: a rounded call must never
    // leak its options into an exact one (or the reverse).
    const locales = ['es-ES', 'ar-SA', 'ja-JP', 'en-US', 'he-IL', 'cs-CZ'] as const;
    const currencies = ['EUR', 'SAR', 'JPY', 'USD', 'ILS', 'CZK'] as const;
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            amount: fc.double({ min: 0, max: 1e7, noNaN: true }),
            locale: fc.constantFrom(...locales),
            currency: fc.constantFrom(...currencies),
            roundDown: fc.boolean(),
          }),
          { minLength: 1, maxLength: 12 },
        ),
        (calls) => {
          for (const { amount, locale, currency, roundDown } of calls) {
            const fresh = new Intl.NumberFormat(locale, {
              style: 'currency',
              currency,
              ...(roundDown ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
            }).format(roundDown ? Math.floor(amount) : amount);
            expect(formatPrice(amount, { locale, currency, roundDown })).toBe(fresh);
          }
        },
      ),
    );
  });
});

describe('shownDiscount', () => {
  const cents = fc.integer({ min: 1, max: 10_000_000 });

  it("is the site's own discountPercentage when the back-end sends no figure", () => {
    fc.assert(
      fc.property(cents, fc.option(cents, { nil: null }), (price, previous) => {
        const p = price / 100;
        const before = previous === null ? null : previous / 100;
        expect(shownDiscount(p, before, null)).toBe(discountPercentage(p, before));
      }),
    );
  });

  it("is the back-end's one figure on every site, whatever the currency's conversion and rounding", () => {
    fc.assert(
      fc.property(
        cents,
        fc.integer({ min: 1, max: 90 }),
        fc.constantFrom(1, 0.86, 1.08, 4.13, 24.3, 161.9, 1050),
        (eurCents, percent, rate) => {
          const eur = eurCents / 100;
          const previousEur = eur / (1 - percent / 100);
          // Each currency's prices rounded as a shop rounds them (whole units for big rates).
          const round = (v: number) => (rate >= 10 ? Math.round(v) : Math.round(v * 100) / 100);
          const price = round(eur * rate);
          const previous = round(previousEur * rate);
          fc.pre(previous > price);
          expect(shownDiscount(price, previous, percent)).toBe(percent);
        },
      ),
    );
  });

  it('shows no discount when the prices shown are not one, whatever the back-end says', () => {
    fc.assert(
      fc.property(
        cents,
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 1, max: 100 }),
        (price, up, percent) => {
          const p = price / 100;
          expect(shownDiscount(p, p + up / 100, percent) === 0).toBe(up === 0);
          expect(shownDiscount(p, null, percent)).toBe(0);
        },
      ),
    );
  });
});
