import type { Money } from '@atelier/core-catalogue';
import type { OccPrice } from '../../wire/price.js';

export { occPriceSchema, type OccPrice } from '../../wire/price.js';
export { occStockSchema, type OccStock } from '../../wire/stock.js';

/** OCC's price -> the core's one Money: the only place `currencyIso` is read. */
export function toPrice(price: OccPrice): Money {
  return { value: price.value, currency: price.currencyIso };
}
