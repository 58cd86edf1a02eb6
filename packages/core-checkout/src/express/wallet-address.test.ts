import { describe, expect, it } from 'vitest';
import { walletToAddresses, type WalletContact } from './wallet-address.js';

const contact: WalletContact = {
  givenName: 'Ana ',
  familyName: 'García',
  emailAddress: 'ana@example.com',
  phoneNumber: '600000000',
  addressLines: ['Gran Vía 1', '3º B', ''],
  locality: 'madrid',
  administrativeArea: 'Comunidad de Madrid',
  postalCode: '28 001',
  countryCode: 'es',
};
const regions = [
  { code: 'ES-M', name: 'Comunidad de Madrid' },
  { code: 'ES-CT', name: 'Cataluña' },
];
const cities = [
  { code: 'MAD', name: 'Madrid' },
  { code: 'BCN', name: 'Barcelona' },
];

describe('walletToAddresses', () => {
  it('fills shipping and billing with matched region and city codes', () => {
    const result = walletToAddresses(contact, {
      site: 'es-es',
      regions,
      cities,
      addressVerificationEnabled: false,
    });
    expect(result).toMatchObject({
      ok: true,
      shipping: {
        name: 'Ana',
        address: 'Gran Vía 1',
        additionalAddress: '3º B',
        postalCode: '28001',
        city: { code: 'MAD', name: 'Madrid' },
        region: { code: 'ES-M', name: 'Comunidad de Madrid' },
        country: { code: 'ES' },
      },
      billing: { city: 'Madrid', region: 'ES-M', country: 'ES' },
      purchaser: { email: 'ana@example.com', name: 'Ana', surname: 'García' },
    });
  });

  it("gives the 'cityOrRegion' error without a match when verification is off", () => {
    const far = { ...contact, locality: 'Sevilla' };
    expect(
      walletToAddresses(far, { site: 'es-es', regions, cities, addressVerificationEnabled: false }),
    ).toEqual({
      ok: false,
      error: 'cityOrRegion',
    });
    const repaired = walletToAddresses(far, {
      site: 'es-es',
      regions,
      cities,
      addressVerificationEnabled: true,
    });
    expect(repaired).toMatchObject({ ok: true, shipping: { city: { code: '', name: 'Sevilla' } } });
  });
});
