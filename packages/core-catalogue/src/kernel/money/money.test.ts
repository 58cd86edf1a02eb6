import { describe, expect, it } from 'vitest';
import { moneySchema } from './money.js';

describe('moneySchema', () => {
  it('takes an amount with its currency and nothing of the back-end shape', () => {
    expect(moneySchema.parse({ value: 12.5, currency: 'EUR' })).toEqual({
      value: 12.5,
      currency: 'EUR',
    });
    expect(moneySchema.safeParse({ value: 12.5, currencyIso: 'EUR' }).success).toBe(false);
    expect(moneySchema.safeParse({ value: 12.5, currency: '' }).success).toBe(false);
    expect(moneySchema.safeParse({ value: '12.5', currency: 'EUR' }).success).toBe(false);
  });
});
