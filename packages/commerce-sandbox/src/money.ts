import type { OccPrice } from '@atelier/adapters-commerce/wire';
import { fromMinorUnits, toMinorUnits } from '@atelier/core-catalogue';
import { EUR_RATES } from './sites.js';

const formatters = new Map<string, Intl.NumberFormat>();

export function money(value: number, currency: string, locale = 'en-GB'): OccPrice {
  const key = `${locale}|${currency}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    formatters.set(key, format);
  }
  return { currencyIso: currency, value, formattedValue: format.format(value), priceType: 'BUY' };
}

/** Rounds to the currency's minor unit (core-catalogue's one count: cents, or whole yen). */
export function roundMoney(value: number, currency: string): number {
  return fromMinorUnits(toMinorUnits({ value, currency }), currency).value;
}

/**
 * A EUR amount in another currency, with a shop-like ending (x.95, or round tens and
 * hundreds for big-unit currencies).
 */
export function convertPrice(eur: number, currency: string): number {
  const rate = EUR_RATES[currency] ?? 1;
  const raw = eur * rate;
  if (rate >= 100) return Math.max(100, Math.round(raw / 100) * 100);
  if (rate >= 10) return Math.max(10, Math.round(raw / 10) * 10);
  return Math.max(1, Math.round(raw)) - 0.05;
}

/** A threshold or fee amount converted without shop rounding (shipping ranges, vouchers). */
export function convertAmount(eur: number, currency: string): number {
  return roundMoney(eur * (EUR_RATES[currency] ?? 1), currency);
}
