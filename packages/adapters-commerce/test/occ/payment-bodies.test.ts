import type { BillingAddress } from '@atelier/core-checkout';
import { describe, expect, it } from 'vitest';
import { baseBody, cardBody, walletBody } from '../../src/occ/payment-bodies.js';

// The payment create calls send the billing address as the back-end takes addresses: OCC's
// shape, mapped once (occ-address.ts), never the storefront's own field names.
const BILLING: BillingAddress = {
  name: 'Joyas',
  surname: 'del Bajío',
  address: 'Avenida Vallarta 100',
  postalCode: '44100',
  city: 'Guadalajara',
  region: 'MX-JAL',
  country: 'MX',
  phone: '3312345678',
};
const OCC = {
  firstName: 'Joyas',
  lastName: 'del Bajío',
  line1: 'Avenida Vallarta 100',
  postalCode: '44100',
  town: 'Guadalajara',
  city: { name: 'Guadalajara' },
  region: { isocode: 'MX-JAL' },
  country: { isocode: 'MX' },
  phone: '3312345678',
};
const base = { cartId: 'c1', returnUrl: '/mx-es/checkout/confirmation/', billingAddress: BILLING };

describe('payment bodies', () => {
  it('send the billing address in OCC shape, without account flags, from every builder', () => {
    const card = cardBody({
      ...base,
      holderName: 'Joyas',
      brand: 'visa',
      amount: { value: 10, currency: 'MXN' },
      card: { storedCardId: 's1' },
      storeCard: false,
    });
    const wallet = walletBody({ ...base, walletToken: 't', isExpress: true });
    for (const body of [baseBody(base), card, wallet]) {
      expect(body['billingAddress']).toEqual(OCC);
      expect(body).not.toHaveProperty('cartId');
    }
  });

  it('send the card amount in the currency minor units: cents, or whole yen (ADR 0033)', () => {
    const card = (amount: { value: number; currency: string }) =>
      cardBody({
        cartId: 'c1',
        returnUrl: '/r',
        holderName: 'Ana',
        brand: 'visa',
        amount,
        card: { storedCardId: 's1' },
        storeCard: false,
      });
    expect(card({ value: 191.25, currency: 'EUR' })).toMatchObject({
      amount: 19125,
      currency: 'EUR',
    });
    expect(card({ value: 12800, currency: 'JPY' })).toMatchObject({
      amount: 12800,
      currency: 'JPY',
    });
    expect(card({ value: 45000, currency: 'CLP' })).toMatchObject({
      amount: 45000,
      currency: 'CLP',
    });
  });

  it('send no billing address when the request has none', () => {
    const { billingAddress: _none, ...plain } = base;
    expect(baseBody(plain)).toEqual({ returnUrl: plain.returnUrl });
  });

  it('send a stored card by its id with its security code, and a new card’s save request (issue 31.4)', () => {
    const common = {
      cartId: 'c1',
      returnUrl: '/r',
      holderName: 'Lucia Martin',
      brand: 'visa',
      amount: { value: 10, currency: 'EUR' },
    };
    const stored = cardBody({
      ...common,
      card: { storedCardId: 'card-1', encryptedSecurityCode: '737' },
      storeCard: false,
    });
    expect(stored).toMatchObject({ storedCardId: 'card-1', cvc: '737', storeCard: false });
    expect(stored).not.toHaveProperty('card');
    const saved = cardBody({
      ...common,
      card: {
        encryptedCardNumber: '4111111111111111',
        encryptedExpiryMonth: '05',
        encryptedExpiryYear: '2031',
        encryptedSecurityCode: '737',
      },
      storeCard: true,
    });
    expect(saved).toMatchObject({ storeCard: true, card: { number: '4111111111111111' } });
    expect(saved).not.toHaveProperty('storedCardId');
  });
});
