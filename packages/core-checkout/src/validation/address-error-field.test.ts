import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addressErrorField, type AddressField } from './address-error-field.js';

const FIELDS: AddressField[] = [
  'address',
  'additionalAddress',
  'city',
  'country',
  'district',
  'email',
  'name',
  'surname',
  'secondSurname',
  'nationalId',
  'regionCity',
  'phone',
  'postalCode',
  'region',
];

const ALIASES: [string, AddressField][] = [
  ['firstName', 'name'],
  ['lastName', 'surname'],
  ['secondLastName', 'secondSurname'],
  ['line1', 'address'],
  ['line2', 'address'],
  ['postcode', 'postalCode'],
  ['postcodeFormat', 'postalCode'],
  ['cityPostcodeInvalid', 'postalCode'],
  ['poBoxNotSupported', 'address'],
  ['taxServiceCheckoutError', 'address'],
  ['town', 'city'],
  ['deliveryProvince', 'region'],
  ['department', 'district'],
  ['regionCity', 'regionCity'],
  ['countryIso', 'country'],
  ['regionIso', 'region'],
  ['cityIso', 'city'],
];

describe('addressErrorField', () => {
  it('maps each field name to itself', () => {
    for (const field of FIELDS) expect(addressErrorField(field)).toBe(field);
  });

  it('maps every alias of the spec', () => {
    for (const [reason, field] of ALIASES) expect(addressErrorField(reason)).toBe(field);
  });

  it('matches case-insensitively', () => {
    fc.assert(
      fc.property(fc.constantFrom(...ALIASES), fc.boolean(), ([reason, field], upper) => {
        expect(addressErrorField(upper ? reason.toUpperCase() : reason.toLowerCase())).toBe(field);
      }),
    );
  });

  it('gives null for unknown reasons', () => {
    expect(addressErrorField('somethingElse')).toBeNull();
    expect(addressErrorField('')).toBeNull();
  });
});
