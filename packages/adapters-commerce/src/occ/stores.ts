import type { NamedCode } from '@atelier/core-checkout';
import { z } from 'zod';
import type { OccCallOptions, OccHttp } from './http.js';
import {
  deliveryCountriesWireSchema,
  shopListWireSchema,
  shopSchema,
  storeFinderWireSchema,
  type Shop,
  type StoreFinderResult,
} from './schemas/store.schema.js';
import { lazySchema } from './schemas/lazy-schema.js';

const storeCountriesSchema = lazySchema(() =>
  z
    .object({
      countries: z.array(z.object({ id: z.string(), isoCode: z.string(), name: z.string() })),
    })
    .transform((wire) => wire.countries),
);

const reservationSchema = lazySchema(() =>
  z
    .looseObject({
      reservationId: z.string().min(1).optional(),
      code: z.string().min(1).optional(),
    })
    .refine((wire) => Boolean(wire.reservationId ?? wire.code), 'no reservation id'),
);

export interface ReservationRequest {
  userData: { name: string; email: string; phone?: string };
  productCode: string;
  /** The store id. */
  selectedShop: string;
}

/** Where to look from: a position (nearest first) or, without one, the whole country. */
export type StockSearchAt = { lat: number; lng: number } | Record<string, never>;

/** docs/product/commerce-api.md §11: stores, booking a product in a store, delivery countries. */
export function createStoreCalls(http: OccHttp) {
  return {
    getStores(filter: { query?: string; country?: string } = {}): Promise<Shop[]> {
      return http.call({
        method: 'GET',
        path: '/stores',
        auth: 'none',
        query: filter,
        schema: shopListWireSchema(),
      });
    },
    /** The store finder: the shops, the map's center and the country's bounds. */
    findStores(filter: { query?: string; country?: string } = {}): Promise<StoreFinderResult> {
      return http.call({
        method: 'GET',
        path: '/stores',
        auth: 'none',
        query: filter,
        schema: storeFinderWireSchema(),
      });
    },
    getStore(id: string): Promise<Shop> {
      return http.call({
        method: 'GET',
        path: `/stores/${encodeURIComponent(id)}`,
        auth: 'none',
        schema: shopSchema(),
      });
    },
    /**
     * The store page's slug: `{id}-{city}-{name}` (docs/product/routes.md §4.6, storeIdFromSlug).
     */
    getStoreBySlug(slug: string): Promise<Shop> {
      return http.call({
        method: 'GET',
        path: `/stores/slug/${encodeURIComponent(slug)}`,
        auth: 'none',
        schema: shopSchema(),
      });
    },
    /** Countries with stores, for the store finder. */
    getStoreCountries(): Promise<{ id: string; isoCode: string; name: string }[]> {
      return http.call({
        method: 'GET',
        path: '/stores/countries',
        auth: 'none',
        schema: storeCountriesSchema(),
      });
    },
    /** Shops with stock of the product near a position or an address. */
    getStoresWithStock(productCode: string, at: StockSearchAt): Promise<Shop[]> {
      return http.call({
        method: 'GET',
        path: `/products/${encodeURIComponent(productCode)}/stores`,
        auth: 'none',
        query: { ...at },
        schema: shopListWireSchema(),
      });
    },
    /** POST /users/anonymous/productreservation: book a product in a store. */
    async reserveProduct(request: ReservationRequest): Promise<{ code: string }> {
      const answer = await http.call({
        method: 'POST',
        path: '/users/anonymous/productreservation',
        auth: 'client',
        body: request,
        schema: reservationSchema(),
      });
      return { code: answer.reservationId ?? answer.code ?? '' };
    },
    getDeliveryCountries(options?: OccCallOptions): Promise<NamedCode[]> {
      return http.call({
        method: 'GET',
        path: '/deliverycountries',
        auth: 'none',
        schema: deliveryCountriesWireSchema(),
        signal: options?.signal,
      });
    },
  };
}
export type StoreCalls = ReturnType<typeof createStoreCalls>;
