/**
 * Money formatting for components: the one place ui formats money, using the contract rules
 * of @atelier/core-catalogue (`formatPrice`, `discountPercentage`) so every channel shows the
 * same figures.
 */
import { discountPercentage, formatPrice } from '@atelier/core-catalogue';

export interface MoneyFormat {
  locale: string;
  currency: string;
  roundDown?: boolean;
}

export function formatMoney(amount: number, format: MoneyFormat): string {
  return formatPrice(amount, format);
}

/** Whole percent off, computed on cents so 80 vs 100 is 20 (not 19). */
export function discountPercent(price: number, previousPrice?: number | null): number {
  return discountPercentage(price, previousPrice);
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
