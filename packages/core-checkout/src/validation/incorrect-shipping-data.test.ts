import { describe, expect, it } from 'vitest';
import { address } from '../../test/fixtures.js';
import {
  hasIncorrectShippingData,
  incorrectShippingDataCount,
  incorrectShippingDataReasons,
} from './incorrect-shipping-data.js';

const shown = { postalCodeShown: true, postalCodeFlaggedIncorrect: false };

describe('incorrect shipping data', () => {
  it('accepts a complete address', () => {
    expect(hasIncorrectShippingData(address(), shown)).toBe(false);
  });

  it('counts a missing city name or code, region code or name, shown postal code, phone', () => {
    expect(
      incorrectShippingDataReasons(address({ city: { code: '', name: 'Madrid' } }), shown),
    ).toEqual(['city']);
    expect(incorrectShippingDataReasons({ ...address(), region: { code: 'M' } }, shown)).toEqual([
      'region',
    ]);
    expect(incorrectShippingDataReasons(address({ postalCode: ' ' }), shown)).toEqual([
      'postalCode',
    ]);
    expect(
      incorrectShippingDataReasons(address({ postalCode: '' }), {
        ...shown,
        postalCodeShown: false,
      }),
    ).toEqual([]);
    expect(incorrectShippingDataReasons(address({ phone: '' }), shown)).toEqual(['phone']);
    expect(
      incorrectShippingDataReasons(address(), { ...shown, postalCodeFlaggedIncorrect: true }),
    ).toEqual(['postalCode']);
  });

  it('counts the incorrect addresses', () => {
    expect(incorrectShippingDataCount([address(), address({ phone: '' }), {}], shown)).toBe(2);
  });
});
