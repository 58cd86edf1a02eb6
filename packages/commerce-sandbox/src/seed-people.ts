import type { OccAddress } from '@atelier/adapters-commerce/wire';

/** The seeded people of docs/api-contract.md §8. */
export const SHOPPER = {
  uid: 'shopper@example.com',
  password: 'Atelier-2026!',
  firstName: 'Lucía',
  lastName: 'Martín',
} as const;
export const EMPLOYEE = {
  uid: 'employee@example.com',
  password: 'Atelier-2026!',
  firstName: 'Pablo',
  lastName: 'Ortega',
} as const;

export const SHOPPER_ADDRESS = {
  id: 'addr-shopper-1',
  firstName: 'Lucía',
  lastName: 'Martín',
  secondSurname: 'Ruiz',
  line1: 'Calle de Serrano 1',
  line2: '3º B',
  postalCode: '28001',
  town: 'Madrid',
  city: { code: 'MAD', name: 'Madrid' },
  region: { isocode: 'ES-M', isocodeShort: 'M', name: 'Madrid' },
  country: { isocode: 'ES', name: 'España' },
  district: 'Salamanca',
  phone: '+34600000001',
  nationalId: '12345678Z',
  defaultAddress: true,
} satisfies OccAddress;
