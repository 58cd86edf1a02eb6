// The cross-border provider's stand-in (ADR 0054, docs/product/cross-border.md §10): what the
// provider's own servers decide, kept in the sandbox so the storefront can be run and tested
// end to end. The provider takes the shop's cart (EUR on the ic-* sites), converts it at its
// own rates into the currency the shopper picks, adds its delivery cost for the country, and
// authorises that amount: every figure the shopper sees and pays comes from here, never from
// the browser.
import type { CartRow } from './cart-service.js';
import { cartTotals, entriesOf, unitPrice } from './cart-service.js';
import type { SandboxContext } from './context.js';
import { money, roundMoney } from './money.js';
import { statements } from './product-view.js';

/** A country the provider ships to: its default currency and delivery cost (in EUR). */
export interface ProviderCountry {
  code: string;
  currency: string;
  deliveryEur: number;
}

/** The countries the stand-in ships to, in the order its picker lists them. */
export const PROVIDER_COUNTRIES: readonly ProviderCountry[] = [
  { code: 'AD', currency: 'EUR', deliveryEur: 9.95 },
  { code: 'AU', currency: 'AUD', deliveryEur: 29.95 },
  { code: 'CH', currency: 'CHF', deliveryEur: 14.95 },
  { code: 'GB', currency: 'GBP', deliveryEur: 12.95 },
  { code: 'NO', currency: 'NOK', deliveryEur: 19.95 },
  { code: 'NZ', currency: 'NZD', deliveryEur: 29.95 },
  { code: 'US', currency: 'USD', deliveryEur: 19.95 },
];

/** The provider's EUR rates: its own, not the shop's (the shop sells in EUR on these sites). */
export const PROVIDER_RATES: Readonly<Record<string, number>> = {
  EUR: 1,
  AUD: 1.65,
  CHF: 0.94,
  GBP: 0.85,
  NOK: 11.7,
  NZD: 1.8,
  USD: 1.1,
};

/** Where a visitor lands when the shop names no country (the provider's own guess). */
export const PROVIDER_DEFAULT_COUNTRY = 'CH';

export const providerCountry = (code: string): ProviderCountry | undefined =>
  PROVIDER_COUNTRIES.find((c) => c.code === code);

/** An amount of the shop's currency in the shopper's, at the provider's rate. */
export function convert(amount: number, from: string, to: string): number {
  const eur = amount / (PROVIDER_RATES[from] ?? 1);
  return roundMoney(eur * (PROVIDER_RATES[to] ?? 1), to);
}

export interface QuoteLine {
  name: string;
  quantity: number;
  total: number;
  isGift: boolean;
}

/** What the provider would charge for the cart, in the shopper's currency. */
export interface Quote {
  country: string;
  currency: string;
  lines: QuoteLine[];
  subtotal: number;
  discount: number;
  delivery: number;
  total: number;
}

/**
 * The provider's price of the cart for a country and currency: each line and the shop's
 * discounts converted, its own delivery cost for the country, the total the sum of those.
 */
export function quoteOf(
  ctx: SandboxContext,
  cart: CartRow,
  country: ProviderCountry,
  currency: string,
): Quote {
  const shop = ctx.site.currency;
  const s = statements(ctx.db);
  const lines = entriesOf(ctx.db, cart.code).map((e) => {
    const base = s.product(e.product_code)?.base_code ?? e.product_code;
    const unit = e.is_gift === 1 ? 0 : unitPrice(ctx.db, e.product_code, shop);
    return {
      name: s.text(base, ctx.site.language)?.name ?? base,
      quantity: e.quantity,
      total: convert(unit * e.quantity, shop, currency),
      isGift: e.is_gift === 1,
    };
  });
  const subtotal = roundMoney(
    lines.reduce((sum, line) => sum + line.total, 0),
    currency,
  );
  const discount = convert(cartTotals(ctx.db, cart, ctx.site).totalDiscounts, shop, currency);
  const delivery = convert(country.deliveryEur, 'EUR', currency);
  const total = roundMoney(subtotal - discount + delivery, currency);
  return { country: country.code, currency, lines, subtotal, discount, delivery, total };
}

/** The quote as the provider's script draws it: names and amounts in the site's language. */
export function quoteView(ctx: SandboxContext, quote: Quote): Record<string, unknown> {
  const locale = ctx.site.locale;
  const regions = new Intl.DisplayNames([locale], { type: 'region' });
  const currencies = new Intl.DisplayNames([locale], { type: 'currency' });
  const price = (value: number) => money(value, quote.currency, locale).formattedValue;
  return {
    country: quote.country,
    currency: quote.currency,
    countries: PROVIDER_COUNTRIES.map((c) => ({
      code: c.code,
      name: regions.of(c.code) ?? c.code,
      currency: c.currency,
    })),
    currencies: Object.keys(PROVIDER_RATES).map((code) => ({
      id: code,
      code,
      name: currencies.of(code) ?? code,
    })),
    lines: quote.lines.map((line) => ({ ...line, formatted: price(line.total) })),
    subtotal: money(quote.subtotal, quote.currency, locale),
    discount: quote.discount > 0 ? money(quote.discount, quote.currency, locale) : null,
    delivery: money(quote.delivery, quote.currency, locale),
    total: money(quote.total, quote.currency, locale),
  };
}
