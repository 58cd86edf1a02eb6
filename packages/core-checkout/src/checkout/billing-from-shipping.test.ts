import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { address } from '../../test/fixtures.js';
import { billingAddressSchema } from '../entities/billing-address.js';
import { billingFromShipping } from './billing-from-shipping.js';

// ISO 3166-2 subdivision codes: the country, a hyphen, one to three letters or digits.
const subdivision = fc
  .tuple(fc.constantFrom('ES', 'MX', 'SA', 'FR', 'US'), fc.stringMatching(/^[A-Z0-9]{1,3}$/))
  .map(([country, part]) => `${country}-${part}`);
const text = fc.string({ minLength: 1, maxLength: 30 });

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

  it("keeps the region's ISO 3166-2 code, never its name, for any shipping address", () => {
    fc.assert(
      fc.property(subdivision, text, text, (code, regionName, cityName) => {
        const billing = billingFromShipping(
          address({ region: { code, name: regionName }, city: { code: 'X', name: cityName } }),
        );
        expect(billing.region).toBe(code);
        expect(billing.city).toBe(cityName);
        expect(billingAddressSchema.safeParse(billing).success).toBe(true);
      }),
    );
  });
});
