import { describe, expect, it } from 'vitest';
import { addressErrorKey } from './address-errors.js';

const failure = (errorCode: string, type = 'ValidationError') => ({
  status: 400,
  errors: [{ type, message: 'x', errorCode }],
});

describe('address book errors (docs/product/checkout.md §10.2)', () => {
  it('says each error code with its own message', () => {
    expect(addressErrorKey(failure('users-address.validationError-002'), 'add')).toBe(
      'myAccountAddAddressError',
    );
    expect(addressErrorKey(failure('users-addressId.validationError-002'), 'update')).toBe(
      'myAccountUpdateAddressError',
    );
    expect(addressErrorKey(failure('ADD_ADDRESS_ERROR'), 'add')).toBe('myAccountWrongAddress');
    expect(addressErrorKey(failure('UPDATE_ADDRESS_ERROR'), 'update')).toBe(
      'myAccountWrongAddress',
    );
  });

  it('falls back to the action’s message for anything else', () => {
    expect(addressErrorKey(new Error('network'), 'add')).toBe('myAccountAddAddressError');
    expect(addressErrorKey({ errors: 'nope' }, 'update')).toBe('myAccountUpdateAddressError');
    expect(addressErrorKey(null, 'update')).toBe('myAccountUpdateAddressError');
  });
});
