/**
 * How many decimal places each currency the 33 sites sell in has in its minor unit, as a
 * payment provider counts it (ADR 0033: ISO 4217's exponents, which Stripe and Cybersource
 * use too; where CLDR or a provider differs, the ADR says why this table does not). JPY and
 * CLP have no minor unit: a yen order is paid in whole yen.
 */
export const SITE_CURRENCY_EXPONENTS: Readonly<Record<string, number>> = {
  CAD: 2,
  CLP: 0,
  COP: 2,
  CRC: 2,
  CZK: 2,
  EUR: 2,
  GBP: 2,
  ILS: 2,
  JPY: 0,
  MXN: 2,
  PEN: 2,
  PLN: 2,
  RUB: 2,
  SAR: 2,
  USD: 2,
};

/** No site currency has more decimals than this (ADR 0033). */
export const MAX_SITE_EXPONENT = 2;

const ISO_CODE = /^[A-Z]{3}$/;

// A currency no site sells in (the cross-border provider's list) takes CLDR's digits, which
// Intl knows; built once per currency, as formatPrice keeps its formatters.
const cldrDigits = new Map<string, number>();

/**
 * The decimal places of `currency`'s minor unit: the site table above, else CLDR's (through
 * Intl). A code that is not three capital letters, or that Intl does not know, throws a
 * RangeError: money in an unknown currency cannot be counted.
 */
export function currencyExponent(currency: string): number {
  const decided = SITE_CURRENCY_EXPONENTS[currency];
  if (decided !== undefined) return decided;
  if (!ISO_CODE.test(currency)) throw new RangeError(`Not an ISO 4217 currency code: ${currency}`);
  let digits = cldrDigits.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits;
    if (digits === undefined) throw new RangeError(`No minor unit known for ${currency}`);
    cldrDigits.set(currency, digits);
  }
  return digits;
}
