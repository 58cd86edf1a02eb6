// The address book's failures as the message the shopper reads (docs/product/checkout.md §10.2).
// Pure.

export type AddressAction = 'add' | 'update';

const CODE_MESSAGES: Readonly<Record<string, string>> = {
  'users-address.validationError-002': 'myAccountAddAddressError',
  'users-addressId.validationError-002': 'myAccountUpdateAddressError',
  ADD_ADDRESS_ERROR: 'myAccountWrongAddress',
  UPDATE_ADDRESS_ERROR: 'myAccountWrongAddress',
};

/** The error codes of a failed call (the OCC envelope's `errorCode`, else its `type`). */
function codesOf(error: unknown): string[] {
  if (typeof error !== 'object' || error === null) return [];
  const errors = (error as { errors?: unknown }).errors;
  if (!Array.isArray(errors)) return [];
  return errors.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const { errorCode, type } = item as { errorCode?: unknown; type?: unknown };
    return [errorCode, type].filter((code): code is string => typeof code === 'string');
  });
}

/** The label key of the message for a failed add or update of an address. */
export function addressErrorKey(error: unknown, action: AddressAction): string {
  for (const code of codesOf(error)) {
    const key = CODE_MESSAGES[code];
    if (key) return key;
  }
  return action === 'add' ? 'myAccountAddAddressError' : 'myAccountUpdateAddressError';
}
