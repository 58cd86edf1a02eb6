import type { Money } from '@atelier/core-catalogue';
import { countryInfoSchema, type CountryInfo } from '@atelier/core-loyalty';
import { z } from 'zod';
import type { OccHttp } from './http.js';
import { occPriceWithCurrencySchema, toPrice } from './schemas/money.schema.js';
import { lazySchema } from './schemas/lazy-schema.js';

const shippingCostSchema = lazySchema(() =>
  z.object({ pricing: occPriceWithCurrencySchema() }).transform((wire) => toPrice(wire.pricing)),
);

/** The provider's merchant id may come as a number. */
const countryInfoWireSchema = lazySchema(() =>
  z
    .looseObject({ merchantId: z.union([z.string(), z.number()]).optional() })
    .transform(({ merchantId, ...rest }) =>
      merchantId === undefined ? rest : { ...rest, merchantId: String(merchantId) },
    )
    .pipe(countryInfoSchema),
);

/**
 * docs/product/commerce-api.md §12. The caller falls back to DEFAULT_COUNTRY_INFO when the
 * country-info call fails (docs/product/cross-border.md §4); the adapter only reports the failure.
 */
export function createCrossBorderCalls(http: OccHttp) {
  return {
    getCountryInfo(): Promise<CountryInfo> {
      return http.call({
        method: 'GET',
        path: '/globale/country-info',
        auth: 'none',
        schema: countryInfoWireSchema(),
      });
    },
    getShippingCost(amount: number): Promise<Money> {
      return http.call({
        method: 'GET',
        path: '/globale/shippingCost',
        auth: 'none',
        query: { amount },
        schema: shippingCostSchema(),
      });
    },
  };
}
export type CrossBorderCalls = ReturnType<typeof createCrossBorderCalls>;
