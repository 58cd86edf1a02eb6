/**
 * Money formatting for components: the one place ui formats money. Components take core
 * Money (`{ value, currency }`, ADR 0033) and a locale, and use the contract rules of
 * @atelier/core-catalogue (`formatPrice`, `discountPercentage`) and its minor-unit count, so
 * every channel shows the same figures.
 */
import {
  discountPercentage,
  formatPrice,
  fromMinorUnits,
  toMinorUnits,
  type Money,
} from '@atelier/core-catalogue';

export interface MoneyFormatOptions {
  /** Floors to whole units without decimals (sites that show round prices). */
  roundDown?: boolean;
}

export function formatMoney(
  money: Money,
  locale: string,
  options: MoneyFormatOptions = {},
): string {
  return formatPrice(money.value, {
    locale,
    currency: money.currency,
    ...(options.roundDown ? { roundDown: true } : {}),
  });
}

/** `quantity` units of a price, counted in minor units so 3 x 0.10 is 0.30. */
export function timesQuantity(money: Money, quantity: number): Money {
  return fromMinorUnits(toMinorUnits(money) * quantity, money.currency);
}

/** What is left from `from` down to `to`, never below zero, in `from`'s currency. */
export function remainingTo(from: Money, to: Money): Money {
  return fromMinorUnits(Math.max(0, toMinorUnits(to) - toMinorUnits(from)), from.currency);
}

/** Whole percent off, computed exactly so 80 vs 100 is 20 (not 19). */
export function discountPercent(price: Money, previousPrice?: Money | null): number {
  return discountPercentage(price.value, previousPrice?.value);
}

// Building an Intl.NumberFormat costs far more than using one, and a grid of discounted cards
// renders one badge each: one percent formatter per locale, kept for the life of the page (a
// formatter is immutable), as core-catalogue's formatPrice does for currencies.
const percentFormatters = new Map<string, Intl.NumberFormat>();

/** A whole percentage (20 -> "20 %", "20%", "٢٠٪؜") in the locale's own style. */
export function formatPercent(percent: number, locale: string): string {
  let formatter = percentFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'percent' });
    percentFormatters.set(locale, formatter);
  }
  return formatter.format(percent / 100);
}
