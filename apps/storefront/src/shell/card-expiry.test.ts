import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardExpiryIso, cardExpiryText } from './card-expiry.js';

describe('cardExpiryText', () => {
  it('writes MM/YYYY with the leading zero in every locale, in its digits', () => {
    expect(cardExpiryText(3, 2030, 'es-ES')).toBe('03/2030');
    expect(cardExpiryText(3, 2030, 'ar-SA')).toBe('٠٣/٢٠٣٠');
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), fc.integer({ min: 2000, max: 2099 }), (m, y) => {
        expect(cardExpiryText(m, y, 'en-GB')).toBe(
          cardExpiryIso(m, y).split('-').reverse().join('/'),
        );
      }),
    );
  });
});
