import { describe, expect, it } from 'vitest';
import { cardErrors, cardSubmission, passesLuhn, readExpiry, uiBrandsOf } from './card-fields.js';

const today = new Date('2026-11-26T12:00:00Z');
const valid = { name: 'Ana', number: '4111 1111 1111 1111', expiry: '11/26', cvc: '737' };

describe('card fields', () => {
  it("checks Luhn's digit", () => {
    expect(passesLuhn('4111111111111111')).toBe(true);
    expect(passesLuhn('4111111111111112')).toBe(false);
    expect(passesLuhn('378282246310005')).toBe(true);
  });

  it('reads MM/YY, MMYY and MM/YYYY; the current month is still valid', () => {
    expect(readExpiry('03/30')).toEqual({ month: 3, year: 2030 });
    expect(readExpiry('0330')).toEqual({ month: 3, year: 2030 });
    expect(readExpiry('3/2030')).toEqual({ month: 3, year: 2030 });
    expect(readExpiry('13/30')).toBeNull();
    expect(cardErrors(valid, ['visa'], today)).toEqual({});
    expect(cardErrors({ ...valid, expiry: '10/26' }, ['visa'], today)).toEqual({
      expiry: 'expiryPast',
    });
  });

  it('asks 4 CVC digits of amex and 3 of the others', () => {
    const amex = { ...valid, number: '378282246310005', cvc: '737' };
    expect(cardErrors(amex, ['amex'], today)).toEqual({ cvc: 'cvcInvalid' });
    expect(cardErrors({ ...amex, cvc: '7373' }, ['amex'], today)).toEqual({});
  });

  it("only takes the site's brands (mc is Mastercard)", () => {
    const mc = { ...valid, number: '5555 5555 5555 4444' };
    expect(cardErrors(mc, ['mc', 'visa'], today)).toEqual({});
    expect(cardErrors(mc, ['visa'], today)).toEqual({ number: 'brandNotAccepted' });
    expect(uiBrandsOf(['jcb', 'mc', 'visa'])).toEqual(['jcb', 'mastercard', 'visa']);
    expect(uiBrandsOf(['cartebancaire', 'visa'])).toEqual(['visa']);
  });

  it('submits the digits, the month and the four-digit year, the brand as the back-end names it', () => {
    expect(cardSubmission({ ...valid, number: '5555 5555 5555 4444', expiry: '3/30' })).toEqual({
      holderName: 'Ana',
      brand: 'mc',
      card: {
        encryptedCardNumber: '5555555555554444',
        encryptedExpiryMonth: '03',
        encryptedExpiryYear: '2030',
        encryptedSecurityCode: '737',
      },
      storeCard: false,
    });
  });
});
