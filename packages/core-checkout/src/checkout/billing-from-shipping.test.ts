import { describe, expect, it } from 'vitest';
import { address } from '../../test/fixtures.js';
import { billingAddressSchema } from '../entities/billing-address.js';
import { billingFromShipping } from './billing-from-shipping.js';

describe('billingFromShipping', () => {
  it('flattens city, country and region to strings and gives a valid billing address', () => {
    const billing = billingFromShipping(address({ additionalAddress: '3º B' }));
    expect(billing).toMatchObject({
      city: 'Madrid',
      country: 'ES',
      region: 'ES-M',
      additionalAddress: '3º B',
    });
    expect(billingAddressSchema.safeParse(billing).success).toBe(true);
  });
});
