import { lazySchema } from '@atelier/core-catalogue';
import { z } from 'zod';

export const currencySchema = lazySchema(() =>
  z.object({ id: z.string(), code: z.string(), name: z.string() }),
);

export const countryInfoSchema = lazySchema(() =>
  z.object({
    cookieName: z.string(),
    defaultCurrency: z.string(),
    defaultCulture: z.string(),
    defaultCountry: z.string(),
    clientJsDomain: z.string().optional(),
    clientJsUrl: z.string().optional(),
    cookieExpiration: z.number().optional(),
    isEnabled: z.boolean().optional(),
    merchantId: z.string().optional(),
    merchantParameters: z.array(z.object({ key: z.string(), value: z.string() })).optional(),
    scriptVersion: z.string().optional(),
  }),
);
export type CountryInfo = z.infer<typeof countryInfoSchema>;

/** docs/product/cross-border.md §4: used when the country-info call fails. */
export const DEFAULT_COUNTRY_INFO: CountryInfo = {
  cookieName: 'GlobalE_Data',
  defaultCountry: 'ES',
  defaultCulture: 'es',
  defaultCurrency: 'EUR',
  scriptVersion: '2.1.4',
  isEnabled: true,
};

/** The cross-border provider's view of the visit (docs/product/cross-border.md §3.1). */
export const crossBorderSessionSchema = lazySchema(() =>
  z.object({
    country: z.string(),
    currency: z.string(),
    culture: z.string(),
    countryInfo: countryInfoSchema,
    currenciesAvailable: z.array(currencySchema).default([]),
    deliveryCost: z.number().nullable().optional(),
  }),
);
export type CrossBorderSession = z.infer<typeof crossBorderSessionSchema>;

/** The country info the provider answered, or the built-in defaults when the call failed or was malformed. */
export function countryInfoOrDefault(answer: unknown): CountryInfo {
  const parsed = countryInfoSchema.safeParse(answer);
  return parsed.success ? parsed.data : DEFAULT_COUNTRY_INFO;
}

/** The provider's script decides too: when it fails to load, the integration is off. */
export function withScriptLoadResult(info: CountryInfo, scriptLoaded: boolean): CountryInfo {
  return { ...info, isEnabled: (info.isEnabled ?? true) && scriptLoaded };
}
