import { describe, expect, it } from 'vitest';
import { addressLine, addressSchema, billingAddressSchema } from './address.js';

describe('addresses', () => {
  it('keeps saving for future orders on by default', () => {
    const address = addressSchema.parse({
      name: 'Ana',
      surname: 'García',
      address: 'Gran Vía 1',
      postalCode: '28001',
      city: { code: 'MAD', name: 'Madrid' },
      region: { code: 'M', name: 'Madrid' },
      country: { code: 'ES', name: 'Spain' },
    });
    expect(address.saveForFutureOrders).toBe(true);
    expect(address.defaultAddress).toBeUndefined();
  });

  it('reads the billing address as plain strings', () => {
    expect(
      billingAddressSchema.safeParse({
        name: 'Ana',
        surname: 'G',
        address: 'x',
        postalCode: '1',
        country: 'ES',
        city: 'Madrid',
      }).success,
    ).toBe(true);
    expect(
      billingAddressSchema.safeParse({
        name: 'Ana',
        surname: 'G',
        address: 'x',
        postalCode: '1',
        country: { code: 'ES' },
      }).success,
    ).toBe(false);
  });

  it('joins address and additional address into one line', () => {
    expect(addressLine({ address: 'Gran Vía 1', additionalAddress: '3º B' })).toBe(
      'Gran Vía 1, 3º B',
    );
    expect(addressLine({ address: 'Gran Vía 1', additionalAddress: ' ' })).toBe('Gran Vía 1');
    expect(addressLine({ address: 'Gran Vía 1', additionalAddress: null })).toBe('Gran Vía 1');
  });
});
