import type { StoredCard } from '@atelier/core-checkout';
import { describe, expect, it } from 'vitest';
import { storedCardMark, storedCardSubmission, storedCvcValid } from './stored-card-view.js';

const visa: StoredCard = {
  id: 'card-1',
  type: 'visa',
  number: '************1111',
  holderName: 'Lucia Martin',
  expiryDate: { month: 3, year: 2030 },
};
const amex: StoredCard = { ...visa, id: 'card-9', type: 'amex', number: '***********0005' };

describe('a stored card on the card step', () => {
  // Its brand, last four and expiry are named in shell/stored-card-text.ts (and tested there).
  it('has the design system’s mark', () => {
    expect(storedCardMark({ ...visa, type: 'mc' })).toBe('mastercard');
    expect(storedCardMark(visa)).toBe('visa');
  });

  it('asks three digits of security code, four for amex', () => {
    expect(storedCvcValid(visa, '737')).toBe(true);
    expect(storedCvcValid(visa, '7373')).toBe(false);
    expect(storedCvcValid(visa, '')).toBe(false);
    expect(storedCvcValid(amex, '7373')).toBe(true);
    expect(storedCvcValid(amex, '737')).toBe(false);
  });

  it('submits its id, holder and brand with the code, and never asks to save it again', () => {
    expect(storedCardSubmission(visa, '737')).toEqual({
      holderName: 'Lucia Martin',
      brand: 'visa',
      card: { storedCardId: 'card-1', encryptedSecurityCode: '737' },
      storeCard: false,
    });
  });
});
