import type { Address } from '@atelier/core-catalogue';
import { describe, expect, it } from 'vitest';
import { addressOfValues, EMPTY_ADDRESS_VALUES, missingAddressFields } from './address-book.js';

const values = {
  name: ' Marta ',
  surname: 'Ruiz',
  address: 'Calle Mayor 1',
  additionalAddress: '',
  postalCode: '28013',
  city: 'Madrid',
  region: 'Madrid',
  phone: '+34 600 000 000',
};

describe('address book values', () => {
  it('needs every field but the additional line', () => {
    expect(missingAddressFields(EMPTY_ADDRESS_VALUES)).toEqual([
      'name',
      'surname',
      'address',
      'postalCode',
      'city',
      'region',
      'phone',
    ]);
    expect(missingAddressFields(values)).toEqual([]);
  });

  it('makes a new address in the site’s country, trimmed, without an empty additional line', () => {
    const address = addressOfValues(values, 'ES');
    expect(address).toMatchObject({
      name: 'Marta',
      country: { code: 'ES' },
      city: { name: 'Madrid' },
      saveForFutureOrders: true,
    });
    expect(address).not.toHaveProperty('additionalAddress');
  });

  it('keeps what the form does not edit, and drops a renamed city’s code', () => {
    const previous: Address = {
      id: 'addr-1',
      name: 'M',
      surname: 'R',
      secondSurname: 'Gómez',
      address: 'Old 2',
      additionalAddress: '3º',
      postalCode: '28001',
      city: { code: 'MAD', name: 'Madrid' },
      region: { code: 'ES-M', name: 'Madrid' },
      country: { code: 'ES', name: 'España' },
      defaultAddress: true,
      saveForFutureOrders: true,
    };
    const address = addressOfValues({ ...values, city: 'Getafe' }, 'ES', previous);
    expect(address).toMatchObject({
      id: 'addr-1',
      secondSurname: 'Gómez',
      defaultAddress: true,
      region: { code: 'ES-M', name: 'Madrid' },
      city: { name: 'Getafe' },
      country: { code: 'ES', name: 'España' },
    });
    expect(address.city).not.toHaveProperty('code');
    expect(address).not.toHaveProperty('additionalAddress');
  });
});
