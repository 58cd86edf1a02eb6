import { describe, expect, it } from 'vitest';
import { amountInCents } from './amount-in-cents.js';

describe('amountInCents', () => {
  it('is exact for prices with two decimals', () => {
    expect(amountInCents(19.99)).toBe(1999);
    expect(amountInCents(0.29)).toBe(29);
    expect(amountInCents(1005.7)).toBe(100570);
  });
});
