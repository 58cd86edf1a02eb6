import { describe, expect, it } from 'vitest';
import { bookingErrors, bookingFailure } from './store-booking.js';

const valid = {
  name: 'Ana Martín',
  email: 'ana@example.com',
  phone: '+34 600 000 000',
  consent: true,
  storeId: '1001',
};

describe('bookingErrors', () => {
  it('accepts a complete booking', () => {
    expect(bookingErrors(valid)).toEqual([]);
  });

  it('names every missing or malformed field, the store and the consent first to last', () => {
    expect(
      bookingErrors({ name: ' ', email: 'ana@', phone: 'abc', consent: false, storeId: null }),
    ).toEqual(['storeId', 'name', 'email', 'phone', 'consent']);
  });
});

describe('bookingFailure (docs/product/stores.md §4)', () => {
  it('is the no-stock message for a refusal on pointOfServiceCode, the default otherwise', () => {
    expect(
      bookingFailure({
        status: 400,
        errors: [{ type: 'ValidationError', subject: 'pointOfServiceCode' }],
      }),
    ).toBe('noStock');
    expect(
      bookingFailure({ status: 400, errors: [{ type: 'ValidationError', subject: 'email' }] }),
    ).toBe('failed');
    expect(bookingFailure(new Error('network'))).toBe('failed');
    expect(bookingFailure(null)).toBe('failed');
  });
});
