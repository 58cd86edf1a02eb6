import { fromMinorUnits, toMinorUnits } from '@atelier/core-catalogue';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardBrandsFor } from './card-brands.js';
import {
  cardPaymentRequest,
  cardSubmissionErrors,
  type CardSubmission,
} from './card-submission.js';

const card = {
  encryptedCardNumber: 'n',
  encryptedExpiryMonth: 'm',
  encryptedExpiryYear: 'y',
  encryptedSecurityCode: 'c',
};
const submission: CardSubmission = {
  holderName: 'Ana García',
  brand: 'visa',
  card,
  storeCard: false,
};

describe('card submission', () => {
  it('requires the holder name', () => {
    expect(
      cardSubmissionErrors({ ...submission, holderName: '  ' }, cardBrandsFor('es-es')),
    ).toEqual(['holderNameRequired']);
  });

  it('accepts only the brands of the site', () => {
    expect(cardSubmissionErrors({ ...submission, brand: 'amex' }, cardBrandsFor('sa-ar'))).toEqual([
      'brandNotAccepted',
    ]);
    expect(
      cardSubmissionErrors({ ...submission, brand: 'cartebancaire' }, cardBrandsFor('fr-fr')),
    ).toEqual([]);
  });

  it('needs card data or a stored card', () => {
    expect(
      cardSubmissionErrors({ ...submission, card: { ...card, encryptedCardNumber: '' } }, ['visa']),
    ).toEqual(['cardDataMissing']);
    expect(
      cardSubmissionErrors(
        { ...submission, card: { storedCardId: 'c1', encryptedSecurityCode: '737' } },
        ['visa'],
      ),
    ).toEqual([]);
  });

  it('asks a stored card’s security code too', () => {
    expect(cardSubmissionErrors({ ...submission, card: { storedCardId: 'c1' } }, ['visa'])).toEqual(
      ['cardDataMissing'],
    );
    expect(
      cardSubmissionErrors(
        { ...submission, card: { storedCardId: 'c1', encryptedSecurityCode: '' } },
        ['visa'],
      ),
    ).toEqual(['cardDataMissing']);
  });

  it('hands the amount on as Money, in the currency it is shown in', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 100_000_000 }),
        fc.constantFrom('EUR', 'JPY', 'CLP', 'MXN'),
        (minor, currency) => {
          const amount = fromMinorUnits(minor, currency);
          const request = cardPaymentRequest({ cartId: 'c', returnUrl: '/r', amount }, submission);
          expect(request.amount).toEqual(amount);
          expect(toMinorUnits(request.amount)).toBe(minor);
        },
      ),
    );
  });

  it('pays the total shown at submission when the bag changed since the form opened', () => {
    fc.assert(
      fc.property(fc.nat({ max: 1_000_000 }), fc.nat({ max: 1_000_000 }), (opened, shown) => {
        const base = { cartId: 'c', returnUrl: '/r', amount: fromMinorUnits(opened, 'EUR') };
        const amount = fromMinorUnits(shown, 'EUR');
        expect(cardPaymentRequest(base, { ...submission, amount }).amount).toEqual(amount);
        expect(cardPaymentRequest(base, submission).amount).toEqual(base.amount);
      }),
    );
  });
});
