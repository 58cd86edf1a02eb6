import type { AddressInput } from './schemas.js';

/**
 * The postal data the sandbox verifies against (docs/product/checkout.md §5.2), per country: the
 * code's shape and the ranges its postal service hands out. Spain numbers its 52 provinces
 * 01-52 (the first two digits); Portugal's codes start 1-9; Mexico's states 01-99 (00 is not
 * used); the US has no ZIP 00000-00500. Others are accepted as given.
 */
const POSTAL_DATA: Record<string, (code: string) => boolean> = {
  ES: (code) => /^\d{5}$/.test(code) && between(code.slice(0, 2), 1, 52),
  PT: (code) => /^[1-9]\d{3}-\d{3}$/.test(code),
  FR: (code) => /^\d{5}$/.test(code),
  DE: (code) => /^\d{5}$/.test(code),
  IT: (code) => /^\d{5}$/.test(code),
  US: (code) => /^\d{5}(-\d{4})?$/.test(code) && Number(code.slice(0, 5)) > 500,
  MX: (code) => /^\d{5}$/.test(code) && !code.startsWith('00'),
  GB: (code) => /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/.test(code),
};

const between = (digits: string, low: number, high: number): boolean =>
  Number(digits) >= low && Number(digits) <= high;

/** The code as a postal service writes it: upper case, a British code with its one space. */
function normalised(country: string, postalCode: string): string {
  const code = postalCode.trim().toUpperCase();
  return country === 'GB' ? code.replace(/\s+/g, ' ') : code.replace(/\s+/g, '');
}

/** A street's first premises in the postal data: the odd and the even side start at 1 and 2. */
const FIRST_PREMISES = [1, 2];

/**
 * Address verification (docs/product/checkout.md §5.2): REJECT a postal code the country's postal
 * data does not hold (no suggestion fits: the shopper corrects it); REJECT a street line
 * without a house number, suggesting the street's first premises on both sides (several: the
 * shopper picks one or goes back to type theirs); REVIEW a code the postal data holds but
 * written otherwise ('28 001', 'sw1a 1aa'), with that one address as the service writes it
 * (one suggestion: the storefront takes it); ACCEPT the rest.
 */
export function validateAddress(address: AddressInput) {
  const country = address.country.isocode;
  const known = POSTAL_DATA[country];
  const code = normalised(country, address.postalCode);
  if (known && !known(code)) {
    return {
      decision: 'REJECT',
      errors: [{ field: 'postalCode', reason: 'postcodeUnknown' }],
      suggestedAddresses: [],
    };
  }
  if (!/\d/.test(address.line1)) {
    const street = address.line1.trim();
    return {
      decision: 'REJECT',
      errors: [{ field: 'line1', reason: 'premiseMissing' }],
      suggestedAddresses: FIRST_PREMISES.map((n) => ({
        ...address,
        line1: `${street} ${n}`,
        postalCode: code,
      })),
    };
  }
  if (known && code !== address.postalCode) {
    return {
      decision: 'REVIEW',
      errors: [{ field: 'postalCode', reason: 'postcodeFormat' }],
      suggestedAddresses: [{ ...address, postalCode: code }],
    };
  }
  return { decision: 'ACCEPT', errors: [], suggestedAddresses: [] };
}
