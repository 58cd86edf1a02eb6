import { describe, expect, it } from 'vitest';
import {
  billingAddressOf,
  EMPTY_ADDRESS,
  missingFields,
  shippingAddressOf,
  valuesOfAddress,
} from './address-values.js';

const TYPED = {
  ...EMPTY_ADDRESS,
  name: ' Ana ',
  surname: 'García',
  secondSurname: 'Ruiz',
  address: 'Gran Vía 12',
  postalCode: '28 013',
  city: 'Madrid',
  region: 'Madrid',
  phone: '600000000',
};
const NONE = {
  secondSurname: false,
  nationalId: false,
  district: false,
  nationalIdMandatory: false,
};

describe('the shipping form and the checkout addresses', () => {
  it('names the empty required fields; a national id only where the site requires it', () => {
    expect(missingFields(EMPTY_ADDRESS, NONE)).toEqual([
      'name',
      'surname',
      'address',
      'postalCode',
      'city',
      'region',
      'phone',
    ]);
    expect(missingFields(TYPED, NONE)).toEqual([]);
    expect(missingFields(TYPED, { ...NONE, nationalId: true, nationalIdMandatory: true })).toEqual([
      'nationalId',
    ]);
  });

  it('sends a shipping address with places by name, the postal code without spaces (docs/product/checkout.md §9.2)', () => {
    const address = shippingAddressOf(TYPED, {
      site: 'es-es',
      country: { code: 'ES', name: 'España' },
      regionCode: 'ES-28',
      saveForFutureOrders: true,
    });
    expect(address).toEqual({
      name: 'Ana',
      surname: 'García',
      secondSurname: 'Ruiz',
      address: 'Gran Vía 12',
      postalCode: '28013',
      city: { code: 'Madrid', name: 'Madrid' },
      region: { code: 'ES-28', name: 'Madrid' },
      country: { code: 'ES', name: 'España' },
      phone: '600000000',
      saveForFutureOrders: true,
    });
    // Back in the form (a return to the step) it reads the same.
    expect(valuesOfAddress(address)).toEqual({ ...TYPED, name: 'Ana', postalCode: '28013' });
  });

  it("keeps the spaces of a trim-only site's postal code and the region's name as its code", () => {
    const address = shippingAddressOf(
      { ...TYPED, postalCode: ' 110 00 ' },
      {
        site: 'cz-cs',
        country: { code: 'CZ', name: 'Česko' },
        regionCode: null,
        saveForFutureOrders: false,
      },
    );
    expect(address.postalCode).toBe('110 00');
    expect(address.region).toEqual({ code: 'Madrid', name: 'Madrid' });
  });

  it("sends a billing address with the city's name and the region's code", () => {
    const at = { site: 'es-es', countryCode: 'ES' } as const;
    expect(billingAddressOf(TYPED, { ...at, regionCode: 'ES-28' })).toMatchObject({
      city: 'Madrid',
      region: 'ES-28',
      country: 'ES',
      postalCode: '28013',
    });
    // No code in the country's tree: the typed text stands in, as for shipping.
    expect(billingAddressOf(TYPED, { ...at, regionCode: null }).region).toBe('Madrid');
  });
});
