// The card form's own checks and what it submits to core-checkout's cardPaymentMachine.
// The machine keeps rules of docs/product/payments.md §2.2, §2.3 (holder name required, only the
// site's brands); these checks only stop a mistyped card before it costs a call to the provider.
import type { CardBrand as SiteBrand, CardSubmission } from '@atelier/core-checkout';
import { detectCardBrand, type CardBrand as UiBrand, type CardValues } from '@atelier/ui';

export type CardFieldError =
  | 'nameRequired'
  | 'numberInvalid'
  | 'brandNotAccepted'
  | 'expiryInvalid'
  | 'expiryPast'
  | 'cvcInvalid';

export type CardErrors = Partial<Record<keyof CardValues, CardFieldError>>;

/** The design system names Mastercard in full; the back-end (and the site lists) say mc. */
const UI_TO_SITE: Readonly<Record<UiBrand, SiteBrand>> = {
  visa: 'visa',
  mastercard: 'mc',
  amex: 'amex',
  maestro: 'maestro',
  jcb: 'jcb',
  diners: 'diners',
  discover: 'discover',
};

/**
 * The brands the card form shows, in the design system's names. Cartes Bancaires (fr-fr) has
 * no mark of its own there: its cards are co-branded Visa or Mastercard, which are listed.
 */
export function uiBrandsOf(brands: readonly SiteBrand[]): UiBrand[] {
  const names = Object.entries(UI_TO_SITE) as [UiBrand, SiteBrand][];
  return brands.flatMap((brand) => names.filter(([, site]) => site === brand).map(([ui]) => ui));
}

export function siteBrandOf(number: string): SiteBrand | null {
  const brand = detectCardBrand(number);
  return brand === null ? null : UI_TO_SITE[brand];
}

const digitsOf = (value: string): string => value.replace(/\D/g, '');

/** Luhn's checksum: every card number carries one. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return digits.length > 0 && sum % 10 === 0;
}

/** `MM/YY` (or `MM/YYYY`, `MMYY`) as month and four-digit year; null when unreadable. */
export function readExpiry(value: string): { month: number; year: number } | null {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(value);
  if (!match) return null;
  const month = Number(match[1]);
  const year = match[2]!.length === 2 ? 2000 + Number(match[2]) : Number(match[2]);
  return month >= 1 && month <= 12 ? { month, year } : null;
}

/** Field errors of the form; `today` comes from the caller (the current month still counts). */
export function cardErrors(
  values: CardValues,
  accepted: readonly SiteBrand[],
  today: Date,
): CardErrors {
  const errors: CardErrors = {};
  if (values.name.trim() === '') errors.name = 'nameRequired';
  const digits = digitsOf(values.number);
  const brand = siteBrandOf(digits);
  if (digits.length < 12 || digits.length > 19 || !passesLuhn(digits)) {
    errors.number = 'numberInvalid';
  } else if (brand === null || !accepted.includes(brand)) {
    errors.number = 'brandNotAccepted';
  }
  const expiry = readExpiry(values.expiry);
  if (expiry === null) errors.expiry = 'expiryInvalid';
  else if (expiry.year * 12 + expiry.month < today.getFullYear() * 12 + today.getMonth() + 1) {
    errors.expiry = 'expiryPast';
  }
  if (!(brand === 'amex' ? /^\d{4}$/ : /^\d{3}$/).test(values.cvc)) errors.cvc = 'cvcInvalid';
  return errors;
}

/**
 * What the machine's SUBMIT carries. The provider's secured fields would encrypt the four
 * values in the browser; the sandbox back-end takes its test cards as they are, so they
 * travel in the same fields unencrypted (never stored: the sandbox keeps the last four).
 */
export function cardSubmission(values: CardValues): CardSubmission {
  const digits = digitsOf(values.number);
  const expiry = readExpiry(values.expiry);
  return {
    holderName: values.name.trim(),
    brand: siteBrandOf(digits) ?? '',
    card: {
      encryptedCardNumber: digits,
      encryptedExpiryMonth: expiry === null ? '' : String(expiry.month).padStart(2, '0'),
      encryptedExpiryYear: expiry === null ? '' : String(expiry.year),
      encryptedSecurityCode: values.cvc,
    },
    storeCard: false,
  };
}
