import type { AddressInput } from './schemas.js';

// Postal code shapes of the countries the sandbox verifies; others are accepted as given.
const POSTAL_CODES: Record<string, RegExp> = {
  ES: /^\d{5}$/,
  PT: /^\d{4}-\d{3}$/,
  FR: /^\d{5}$/,
  DE: /^\d{5}$/,
  IT: /^\d{5}$/,
  US: /^\d{5}(-\d{4})?$/,
  MX: /^\d{5}$/,
};

/**
 * Address verification (docs/product/checkout.md §5.2): REJECT a malformed postal code, REVIEW a
 * street line without a number (with one suggestion), ACCEPT the rest.
 */
export function validateAddress(address: AddressInput) {
  const shape = POSTAL_CODES[address.country.isocode];
  if (shape && !shape.test(address.postalCode.replace(/\s+/g, ''))) {
    return {
      decision: 'REJECT',
      errors: [{ field: 'postalCode', reason: 'postcodeFormat' }],
      suggestedAddresses: [],
    };
  }
  if (!/\d/.test(address.line1)) {
    return {
      decision: 'REVIEW',
      errors: [],
      suggestedAddresses: [{ ...address, line1: `${address.line1} 1` }],
    };
  }
  return { decision: 'ACCEPT', errors: [], suggestedAddresses: [] };
}
