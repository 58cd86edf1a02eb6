import { describe, expect, it } from 'vitest';
import { addressSchema, flatAddressSchema } from './address.js';

const minimal = {
  name: 'Ana',
  surname: 'García',
  address: 'Gran Vía 1',
  postalCode: '28001',
  country: { code: 'ES' },
};

describe('addressSchema', () => {
  it('requires name, surname, street line, postal code and country', () => {
    expect(addressSchema.safeParse(minimal).success).toBe(true);
    for (const field of ['name', 'surname', 'address', 'postalCode', 'country'] as const) {
      const { [field]: _left, ...rest } = minimal;
      expect(addressSchema.safeParse(rest).success, field).toBe(false);
    }
  });

  it('keeps the site fields when given and saves for future orders unless told not to', () => {
    const full = {
      ...minimal,
      id: 'a1',
      formattedAddress: 'Gran Vía 1, 28001 Madrid',
      secondSurname: 'López',
      nationalId: '12345678Z',
      phone: '600000000',
      additionalAddress: '3º B',
      flat: '3B',
      city: { code: 'MAD', name: 'Madrid' },
      region: { code: 'ES-M', name: 'Madrid' },
      country: { code: 'ES', name: 'España' },
      district: 'Centro',
      defaultAddress: true,
      defaultBillingAddress: false,
      saveForFutureOrders: false,
    };
    expect(addressSchema.parse(full)).toEqual(full);
    expect(addressSchema.parse(minimal).saveForFutureOrders).toBe(true);
    expect(addressSchema.parse(minimal).defaultAddress).toBeUndefined();
  });

  it('takes places as code and name, never as plain strings or null', () => {
    expect(addressSchema.safeParse({ ...minimal, city: 'Madrid' }).success).toBe(false);
    expect(addressSchema.safeParse({ ...minimal, country: 'ES' }).success).toBe(false);
    expect(addressSchema.safeParse({ ...minimal, phone: null }).success).toBe(false);
  });

  it("does not take the back-end's shape", () => {
    const occ = {
      firstName: 'Ana',
      lastName: 'García',
      line1: 'Gran Vía 1',
      line2: '3º B',
      town: 'Madrid',
      postalCode: '28001',
      country: { isocode: 'ES' },
      region: { isocode: 'ES-M' },
    };
    expect(addressSchema.safeParse(occ).success).toBe(false);
  });
});

describe('flatAddressSchema', () => {
  it('holds city, region and country as plain strings', () => {
    const billing = { ...minimal, country: 'ES', city: 'Madrid', region: 'ES-M' };
    expect(flatAddressSchema.parse(billing)).toEqual(billing);
    expect(flatAddressSchema.safeParse(minimal).success).toBe(false);
    expect(flatAddressSchema.safeParse({ ...billing, city: { name: 'Madrid' } }).success).toBe(
      false,
    );
  });
});
