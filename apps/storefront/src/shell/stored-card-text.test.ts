import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cardBrandName,
  cardExpiryIso,
  cardExpiryText,
  cardLastFour,
  type NamedCard,
} from './stored-card-text.js';

const visa: NamedCard = {
  type: 'visa',
  number: '************1111',
  expiryDate: { month: 3, year: 2030 },
};
const amex: NamedCard = { ...visa, type: 'amex', number: '***********0005' };
const expiring = (month: number, year: number): NamedCard => ({
  ...visa,
  expiryDate: { month, year },
});

describe('a stored card named to its shopper (my-account and the card step)', () => {
  it('is named by brand and last four digits', () => {
    expect(cardBrandName({ ...visa, type: 'mc' })).toBe('Mastercard');
    expect(cardLastFour(amex)).toBe('0005');
  });

  it('writes its expiry in the site’s locale and digits', () => {
    expect(cardExpiryIso(visa)).toBe('2030-03');
    expect(cardExpiryText(visa, 'es-ES')).toBe('03/2030');
    expect(cardExpiryText(visa, 'ar-SA')).toBe('٠٣/٢٠٣٠');
    // The account's list wrote these through a date format before (issue 31.4's note).
    expect(cardExpiryText(expiring(3, 2029), 'es-ES')).toMatch(/^0?3\/2029$/);
    expect(cardExpiryText(expiring(3, 2029), 'ar-SA')).toMatch(/٠٣.*٢٠٢٩/);
  });

  it('writes MM/YYYY with the leading zero in every locale', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 2000, max: 2099 }), (m, y) => {
        const card = expiring(m, y);
        expect(cardExpiryText(card, 'en-GB')).toBe(
          cardExpiryIso(card).split('-').reverse().join('/'),
        );
      }),
    );
  });
});
