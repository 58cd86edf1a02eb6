import { currencyExponent, MAX_SITE_EXPONENT } from './currency-exponents.js';
import type { Money } from './money.js';

/**
 * `value` counted in units of 10^-exponent: the one place an amount is scaled and rounded.
 * Rounding is half away from zero on the magnitude, so a refund rounds as its charge does;
 * a price with at most `exponent` decimals (as the nearest double holds it) lands on its
 * exact count up to 10^13 of them.
 */
function scaled(value: number, exponent: number): number {
  if (!Number.isFinite(value)) throw new RangeError(`Not an amount: ${value}`);
  const units = Math.round(Math.abs(value) * 10 ** exponent);
  if (!Number.isSafeInteger(units)) throw new RangeError(`Amount out of range: ${value}`);
  // `+ 0` turns -0 into 0: no amount is negative zero.
  return (value < 0 ? -units : units) + 0;
}

function unscaled(units: number, exponent: number): number {
  if (!Number.isSafeInteger(units)) throw new RangeError(`Not a count of minor units: ${units}`);
  return units / 10 ** exponent;
}

/**
 * The amount in its currency's minor units (ADR 0033): what a payment provider is sent and
 * what sums are added in. 19.99 EUR -> 1999; 1500 JPY -> 1500 (whole yen, never 150000).
 */
export function toMinorUnits(money: Money): number {
  return scaled(money.value, currencyExponent(money.currency));
}

/** The Money a count of minor units stands for: fromMinorUnits(1999, 'EUR') -> 19.99 EUR. */
export function fromMinorUnits(minor: number, currency: string): Money {
  return { value: unscaled(minor, currencyExponent(currency)), currency };
}

/**
 * Hundredths of an amount whose currency the rule is not told (the contract's plain-number
 * prices: bag line totals, shipping ranges, the discount percentage). No site currency has a
 * finer minor unit (MAX_SITE_EXPONENT), so these are exact for every site: for a yen price
 * they are 100 times its whole yen. Money that leaves the shop goes through toMinorUnits.
 */
export function toHundredths(amount: number): number {
  return scaled(amount, MAX_SITE_EXPONENT);
}

/** The plain amount a count of hundredths stands for. */
export function fromHundredths(hundredths: number): number {
  return unscaled(hundredths, MAX_SITE_EXPONENT);
}
