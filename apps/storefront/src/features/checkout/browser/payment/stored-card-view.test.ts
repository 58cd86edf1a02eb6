import type { StoredCard } from '@atelier/core-checkout';
import { describe, expect, it } from 'vitest';
import {
  storedBrandName,
  storedCardMark,
  storedCardSubmission,
  storedCvcValid,
  storedExpiryIso,
  storedExpiryText,
  storedLastFour,
} from './stored-card-view.js';

const visa: StoredCard = {
  id: 'card-1',
  type: 'visa',
  number: '************1111',
  holderName: 'Lucia Martin',
  expiryDate: { month: 3, year: 2030 },
};
const amex: StoredCard = { ...visa, id: 'card-9', type: 'amex', number: '***********0005' };

describe('a stored card on the card step', () => {
  it('is named by brand and last four digits, with the design system’s mark', () => {
    expect(storedBrandName({ ...visa, type: 'mc' })).toBe('Mastercard');
    expect(storedCardMark({ ...visa, type: 'mc' })).toBe('mastercard');
    expect(storedCardMark(visa)).toBe('visa');
    expect(storedLastFour(amex)).toBe('0005');
  });

  it('writes its expiry in the site’s locale and digits', () => {
    expect(storedExpiryIso(visa)).toBe('2030-03');
    expect(storedExpiryText(visa, 'es-ES')).toBe('03/2030');
    expect(storedExpiryText(visa, 'ar-SA')).toBe('٠٣/٢٠٣٠');
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
