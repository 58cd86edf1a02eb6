import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountInCents } from './amount-in-cents.js';

describe('amountInCents', () => {
  it('is exact for prices with two decimals', () => {
    expect(amountInCents(19.99)).toBe(1999);
    expect(amountInCents(0.29)).toBe(29);
    expect(amountInCents(1005.7)).toBe(100570);
    expect(amountInCents(0)).toBe(0);
  });

  it('equals the exact cents for every 2-decimal price up to 1,000,000', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (cents) => {
        const price = Number((cents / 100).toFixed(2));
        expect(amountInCents(price)).toBe(cents);
      }),
      { numRuns: 2000 },
    );
  });
});
