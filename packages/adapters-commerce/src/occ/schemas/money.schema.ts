import type { Money } from '@atelier/core-catalogue';
import { z } from 'zod';
import { occPriceSchema, type OccPrice } from '../../wire/price.js';
import type { OccStock } from '../../wire/stock.js';
import { lazySchema } from './lazy-schema.js';

export { occPriceSchema, type OccPrice } from '../../wire/price.js';
export { occStockSchema, type OccStock } from '../../wire/stock.js';

/** A price that stands alone in its answer, so it must name its currency. */
export const occPriceWithCurrencySchema = lazySchema(() =>
  occPriceSchema.extend({
    currencyIso: z.string().min(1),
  }),
);

/** The first currency any of these prices names: the answer's currency. */
export function currencyIn(...prices: (OccPrice | null | undefined)[]): string | undefined {
  return prices.find((price) => price?.currencyIso)?.currencyIso;
}

/**
 * OCC's price -> the core's one Money: the only place `currencyIso` is read. A price without
 * its own currency takes the answer's (`fallback`); without either the core's Money refuses it.
 */
export function toPrice(price: OccPrice, fallback?: string): Money {
  return { value: price.value, currency: price.currencyIso ?? fallback ?? '' };
}

/**
 * A stock standard OCC does not count: `inStock` without a level (forced in stock), or no stock
 * in the answer at all. It is taken as available, so no local rule lowers or removes a line for
 * it; the back-end's own check (validate, an add's modification) has the last word.
 */
export const UNCOUNTED_STOCK = Number.MAX_SAFE_INTEGER;

/** The units a stock says there are: its level, 0 when out of stock, else uncounted. */
export function stockLevel(stock: OccStock | null | undefined): number {
  if (stock === undefined || stock === null) return UNCOUNTED_STOCK;
  if (stock.stockLevel !== null && stock.stockLevel !== undefined) return stock.stockLevel;
  return stock.stockLevelStatus === 'outOfStock' ? 0 : UNCOUNTED_STOCK;
}
