import { describe, expect, it } from 'vitest';
import { isCardExpired, storedCardSchema } from './stored-card.js';

describe('stored cards', () => {
  const card = {
    id: 'sub-1',
    number: '**** 1111',
    type: 'visa',
    holderName: 'Ana',
    expiryDate: { month: 3, year: 2027 },
  };

  it('reads a stored card of a known brand', () => {
    expect(storedCardSchema.parse(card).type).toBe('visa');
    expect(storedCardSchema.safeParse({ ...card, type: 'unionpay' }).success).toBe(false);
    expect(
      storedCardSchema.safeParse({ ...card, expiryDate: { month: 13, year: 2027 } }).success,
    ).toBe(false);
  });

  it('is usable until the end of its expiry month', () => {
    const parsed = storedCardSchema.parse(card);
    expect(isCardExpired(parsed, new Date('2027-03-31T12:00:00Z'))).toBe(false);
    expect(isCardExpired(parsed, new Date('2027-04-01T00:00:00Z'))).toBe(true);
    expect(isCardExpired(parsed, new Date('2026-12-01T00:00:00Z'))).toBe(false);
  });
});
