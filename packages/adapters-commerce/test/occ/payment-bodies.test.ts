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
      amountInCents: 1000,
      currency: 'MXN',
      card: { storedCardId: 's1' },
      storeCard: false,
    });
    const wallet = walletBody({ ...base, walletToken: 't', isExpress: true });
    for (const body of [baseBody(base), card, wallet]) {
      expect(body['billingAddress']).toEqual(OCC);
      expect(body).not.toHaveProperty('cartId');
    }
  });

  it('send no billing address when the request has none', () => {
    const { billingAddress: _none, ...plain } = base;
    expect(baseBody(plain)).toEqual({ returnUrl: plain.returnUrl });
  });
});
